import { render } from '@testing-library/react';
import { AppRouter } from '../app/app-router';
import { AppProvider } from '../app/provider';
import type { RouterHost } from '../app/router-host';
import { createRouterHost } from '../app/router-host';
import type { SignedInRoutes } from '../app/router';
import { restoreSession } from '../lib/session';
import { STORAGE_KEYS } from '../lib/storage';

/**
 * Renders the whole app at `path`, signed in with `token` when given; `signedIn`: the routes the
 * first router is built with (as main.tsx does for a user whose account arrived early).
 */
export function renderApp(
  path: string,
  { token, signedIn = null }: { token?: string; signedIn?: SignedInRoutes | null } = {},
) {
  if (token) window.localStorage.setItem(STORAGE_KEYS.token, token);
  restoreSession();
  window.history.replaceState(null, '', path);
  const host: RouterHost = createRouterHost(signedIn);
  const view = render(
    <AppProvider>
      <AppRouter host={host} />
    </AppProvider>,
  );
  return {
    ...view,
    host,
    unmount() {
      view.unmount();
      host.dispose();
    },
  };
}
