import type { PasswordResetConfirm } from '@aula/shared';
import { useMutation } from '@tanstack/react-query';
import { mainClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/react-query';

/** POST /password-resets/confirm: a new password with the token of the reset link. */
export function confirmPasswordReset(payload: PasswordResetConfirm): Promise<{ message: string }> {
  return mainClient.post<{ message: string }>('/password-resets/confirm', payload);
}

export function useConfirmPasswordReset() {
  // Given its client: before sign-in this screen shows outside the app's QueryClientProvider.
  return useMutation({ mutationFn: confirmPasswordReset }, queryClient);
}
