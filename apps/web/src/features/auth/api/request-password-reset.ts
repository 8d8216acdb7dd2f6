import type { PasswordResetRequest } from '@aula/shared';
import { useMutation } from '@tanstack/react-query';
import { mainClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/react-query';

/** POST /password-resets: 202 `{message}` when username and email match, else 400. */
export function requestPasswordReset(payload: PasswordResetRequest): Promise<{ message: string }> {
  return mainClient.post<{ message: string }>('/password-resets', payload);
}

export function useRequestPasswordReset() {
  // Given its client: before sign-in this screen shows outside the app's QueryClientProvider.
  return useMutation({ mutationFn: requestPasswordReset }, queryClient);
}
