import type { PasswordResetRequest } from '@aula/shared';
import { useMutation } from '@tanstack/react-query';
import { mainClient } from '../../../lib/api-client';

/** POST /password-resets: 202 `{message}` when username and email match, else 400. */
export function requestPasswordReset(payload: PasswordResetRequest): Promise<{ message: string }> {
  return mainClient.post<{ message: string }>('/password-resets', payload);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
