import { render } from '@testing-library/react';
import { AppRouter } from '../app/app-router';
import { AppProvider } from '../app/provider';
import type { RouterHost } from '../app/router-host';
import { createRouterHost } from '../app/router-host';
import { restoreSession } from '../lib/session';
import { STORAGE_KEYS } from '../lib/storage';

/** Renders the whole app at `path`, signed in with `token` when given. */
export function renderApp(path: string, { token }: { token?: string } = {}) {
  if (token) window.localStorage.setItem(STORAGE_KEYS.token, token);
  restoreSession();
  window.history.replaceState(null, '', path);
  const host: RouterHost = createRouterHost();
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
