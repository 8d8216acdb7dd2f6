import type { PasswordResetConfirm } from '@aula/shared';
import { authEndpoints } from '@aula/shared';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { queryClient } from '../../../lib/react-query';

/** POST /password-resets/confirm: a new password with the token of the reset link. */
export function confirmPasswordReset(payload: PasswordResetConfirm): Promise<{ message: string }> {
  return callEndpoint(authEndpoints.confirmPasswordReset, { body: payload });
}

export function useConfirmPasswordReset() {
  // Given its client: before sign-in this screen shows outside the app's QueryClientProvider.
  return useMutation({ mutationFn: confirmPasswordReset }, queryClient);
}
