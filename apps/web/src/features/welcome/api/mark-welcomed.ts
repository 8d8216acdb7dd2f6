import type { WelcomeStatus } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainClient } from '../../../lib/api-client';
import { welcomeStatusQueryKey } from './get-welcome-status';

/** POST /users/me/welcome: the user has seen the welcome (the first time is kept). */
export function markWelcomed(): Promise<WelcomeStatus> {
  return mainClient.post<WelcomeStatus>('/users/me/welcome');
}

export function useMarkWelcomed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markWelcomed,
    onSuccess: (status) => queryClient.setQueryData(welcomeStatusQueryKey, status),
  });
}
