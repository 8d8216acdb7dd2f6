import type { RoleName } from '@aula/shared';
import { createBrowserRouter } from 'react-router';
import { getSessionState, rolesOf, subscribeToSession } from '../lib/session';
import type { SignedInRoutes } from './router';
import { buildRoutes, loadSignedInRoutes } from './router';

export type AppDataRouter = ReturnType<typeof createBrowserRouter>;

export interface RouterHost {
  /** The current router and a number that changes with every rebuild. */
  getSnapshot(): { router: AppDataRouter; generation: number; roles: RoleName[] | null };
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

function currentUrl() {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/**
 * Owns the data router. Routes exist only for the user's roles, so the router is rebuilt when
 * the roles arrive (the guards ask for it, then the same URL is opened again) and when the
 * session ends (back to the public routes, at /login).
 */
export function createRouterHost(): RouterHost {
  const listeners = new Set<() => void>();
  let snapshot = {
    router: create(null),
    generation: 0,
    roles: null as RoleName[] | null,
  };

  function create(signedIn: SignedInRoutes | null): AppDataRouter {
    return createBrowserRouter(buildRoutes(signedIn, { onRetry: rebuildForUser }));
  }

  function rebuild(signedIn: SignedInRoutes | null, url: string) {
    const previous = snapshot.router;
    // The new router starts at the browser's URL: put the navigation's target there first.
    if (url !== currentUrl()) window.history.replaceState(window.history.state, '', url);
    snapshot = {
      router: create(signedIn),
      generation: snapshot.generation + 1,
      roles: signedIn?.roles ?? null,
    };
    previous.dispose();
    for (const listener of listeners) listener();
  }

  async function rebuildForUser(url: string) {
    const signedIn = await loadSignedInRoutes(rolesOf(getSessionState().user) ?? []);
    // The session may have ended while the routes downloaded.
    if (getSessionState().user === null) rebuild(null, '/login');
    else rebuild(signedIn, url);
  }

  const unsubscribeFromSession = subscribeToSession((state) => {
    if (snapshot.roles !== null && state.user === null) rebuild(null, '/login');
  });

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      unsubscribeFromSession();
      snapshot.router.dispose();
      listeners.clear();
    },
  };
}
