import type { AccessToken, Credentials } from '@aula/shared';
import { mainClient } from '../../../lib/api-client';

/** POST /auth: username and password (both case sensitive) for an access token. */
export function signIn(credentials: Credentials): Promise<AccessToken> {
  return mainClient.post<AccessToken>('/auth', credentials);
}
