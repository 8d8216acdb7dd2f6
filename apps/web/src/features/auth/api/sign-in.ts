import type { AccessToken, Credentials } from '@aula/shared';
import { authEndpoints } from '@aula/shared';
import { callEndpoint } from '../../../lib/call-endpoint';

/** POST /auth: username and password (both case sensitive) for an access token. */
export function signIn(credentials: Credentials): Promise<AccessToken> {
  return callEndpoint(authEndpoints.signIn, { body: credentials });
}
