import { render } from '@testing-library/react';
import type { AppState } from '../app/app-root';
import { AppRoot } from '../app/app-root';
import type { RouterHost } from '../app/router-host';
import type { SignedInRoutes } from '../app/router';
import * as signedInApp from '../app/signed-in-app';
import { UiProvider } from '../app/ui-provider';
import { restoreSession } from '../lib/session';
import { STORAGE_KEYS } from '../lib/storage';

/**
 * Renders the whole app at `path` as main.tsx starts it: signed in with `token` when given (the
 * signed-in app, its first router built with `signedIn`: the routes of a user whose account
 * arrived early), else the visitor's screens.
 */
export function renderApp(
  path: string,
  { token, signedIn = null }: { token?: string; signedIn?: SignedInRoutes | null } = {},
) {
  if (token) window.localStorage.setItem(STORAGE_KEYS.token, token);
  restoreSession();
  window.history.replaceState(null, '', path);
  const host: RouterHost | null = token ? signedInApp.createRouterHost(signedIn) : null;
  const start: AppState = host ? { signedIn: true, app: signedInApp, host } : { signedIn: false };
  const view = render(
    <UiProvider>
      <AppRoot start={start} />
    </UiProvider>,
  );
  // Unmounting disposes the signed-in app's router (app-root.tsx).
  return { ...view, host };
}
