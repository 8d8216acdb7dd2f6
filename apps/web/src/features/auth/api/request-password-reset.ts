import type { PasswordResetRequest } from '@aula/shared';
import { authEndpoints } from '@aula/shared';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { queryClient } from '../../../lib/react-query';

/** POST /password-resets: 202 `{message}` when username and email match, else 400. */
export function requestPasswordReset(payload: PasswordResetRequest): Promise<{ message: string }> {
  return callEndpoint(authEndpoints.requestPasswordReset, { body: payload });
}

export function useRequestPasswordReset() {
  // Given its client: before sign-in this screen shows outside the app's QueryClientProvider.
  return useMutation({ mutationFn: requestPasswordReset }, queryClient);
}
