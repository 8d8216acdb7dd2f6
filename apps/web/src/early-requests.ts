/*
 * The page's script (index.html): small, so it runs before the app's own code has downloaded,
 * and starts the requests every start needs beside that code rather than after it:
 * - /config.json, which main.tsx reads (the service addresses);
 * - the texts of the frame in the language the page starts in;
 * - for a returning user (a token is kept): the current user, as soon as /config.json has
 *   answered; the signed-in app (router, server data); the signed-in route tables, then the
 *   code of the screen at this URL; and the layout of the roles this browser remembers.
 * Then it loads the app (main.tsx).
 */
import { layoutLoaders } from './app/layout-loaders';
import { requestCurrentUserEarly } from './lib/early-current-user';
import { BOOT_NAMESPACES, detectInitialLanguage } from './lib/initial-language';
import { rememberedRoles } from './lib/remembered-roles';
import { runtimeConfigLoad } from './lib/runtime-config-load';
import { readToken } from './lib/storage';
import { loadTexts } from './locales/load-texts';

// Only head starts: the app asks for each again (answered from the module cache or the early
// request) and reports any failure itself.
const language = detectInitialLanguage();
for (const namespace of BOOT_NAMESPACES) loadTexts(language, namespace).catch(() => undefined);

const token = readToken();
if (token) {
  requestCurrentUserEarly(runtimeConfigLoad, token, language);
  import('./app/signed-in-app').catch(() => undefined);
  const roles = rememberedRoles();
  // The layouts straight away; the screen's chunk once the route tables tell which it is.
  for (const role of roles ?? []) layoutLoaders[role]().catch(() => undefined);
  import('./app/role-routes').then(
    (module) => roles && module.prefetchScreenCode(roles, window.location.pathname, language),
    () => undefined,
  );
}

void import('./main');
