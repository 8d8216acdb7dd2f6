/*
 * The signed-in app: the data router, its guards and server data (TanStack Query). Its own chunk,
 * fetched beside the app's code for a returning user (early-requests.ts) and while a visitor signs
 * in, so the login screen does not load it (docs/web-performance.md#lazy-screens-and-schemas).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { loadCurrentUser } from '../features/auth/api/get-current-user';
import { queryClient } from '../lib/react-query';
import { rolesOf } from '../lib/session';
import { AppRouter } from './app-router';
import type { RouterHost } from './router-host';
import { createRouterHost } from './router-host';
import { loadSignedInRoutes } from './router';

export { createRouterHost, signedInRoutesFromEarlyUser } from './router-host';

export function SignedInApp({ host }: { host: RouterHost }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter host={host} />
    </QueryClientProvider>
  );
}

/**
 * Just signed in (the token is stored): loads the user and their routes, and opens their home.
 * Rejects when either cannot be loaded; the login screen then ends the session.
 */
export async function startAfterSignIn(): Promise<RouterHost> {
  const user = await loadCurrentUser();
  const signedIn = await loadSignedInRoutes(rolesOf(user) ?? []);
  window.history.replaceState(null, '', '/');
  return createRouterHost(signedIn);
}
