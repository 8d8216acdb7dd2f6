import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@aula/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { destroySession, runSessionEndingTasks } from '../../../lib/session';

/** POST /logout: every token issued to this user so far stops working. */
export function logoutRequest(): Promise<void> {
  return callEndpoint(authEndpoints.logout, {});
}

/**
 * Sends what still needs the token (activity seconds), then tells the server (best effort: an
 * unreachable server must not keep anyone signed in).
 */
export async function logout() {
  await runSessionEndingTasks();
  try {
    await logoutRequest();
  } catch {
    // The session ends on this device whatever the server answered.
  }
  destroySession();
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
