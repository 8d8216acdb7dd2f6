import type { WelcomeStatus } from '@aula/shared';
import { welcomeEndpoints } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { welcomeStatusQueryKey } from './get-welcome-status';

/** POST /users/me/welcome: the user has seen the welcome (the first time is kept). */
export function markWelcomed(): Promise<WelcomeStatus> {
  return callEndpoint(welcomeEndpoints.markWelcomed, {});
}

export function useMarkWelcomed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markWelcomed,
    onSuccess: (status) => queryClient.setQueryData(welcomeStatusQueryKey, status),
  });
}
