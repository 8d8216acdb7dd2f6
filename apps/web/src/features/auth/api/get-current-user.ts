import type { CurrentUser } from '@aula/shared';
import { userEndpoints } from '@aula/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { applyLanguage } from '../../../lib/i18n';
import { setCurrentUser } from '../../../lib/session';

/** GET /users/me: the signed-in user with roles, permissions and language. */
export function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return callEndpoint(userEndpoints.me, {}, { signal });
}

/** Loads the current user into the session and switches to their language. */
export async function loadCurrentUser(): Promise<CurrentUser> {
  const user = await fetchCurrentUser();
  await adoptCurrentUser(user);
  return user;
}

/** Makes `user` the session's user, in their language. */
export async function adoptCurrentUser(user: CurrentUser) {
  await applyLanguage(user.language);
  setCurrentUser(user);
}
