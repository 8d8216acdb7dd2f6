/*
 * The page's script (index.html): small, so it runs before the app's own code has downloaded,
 * and starts the requests every start needs beside that code rather than after it:
 * - /config.json, which main.tsx reads (the service addresses);
 * - for a returning user (a token is kept), the signed-in route tables and the layout of the
 *   roles this browser remembers; the router then fetches the screen of the URL beside them.
 * Then it loads the app (main.tsx).
 */
import { layoutLoaders } from './app/layout-loaders';
import { rememberedRoles } from './lib/remembered-roles';
import { requestRuntimeConfig } from './lib/runtime-config';
import { readToken } from './lib/storage';

export const runtimeConfigRequest = requestRuntimeConfig();
// main.tsx reports a failure (the boot error screen); this copy of the promise must not.
runtimeConfigRequest.catch(() => undefined);

if (readToken()) {
  // Only a head start: the router loads each again, and reports a chunk that fails.
  import('./app/role-routes').catch(() => undefined);
  for (const role of rememberedRoles() ?? []) layoutLoaders[role]().catch(() => undefined);
}

void import('./main');
