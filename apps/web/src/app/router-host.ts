import { createBrowserRouter } from 'react-router';
import { adoptCurrentUser } from '../features/auth/api/get-current-user';
import { takeEarlyCurrentUser } from '../lib/early-current-user';
import { getSessionState, rolesOf } from '../lib/session';
import type { SignedInRoutes } from './router';
import { buildRoutes, loadSignedInRoutes } from './router';

export type AppDataRouter = ReturnType<typeof createBrowserRouter>;

export interface RouterHost {
  /** The current router and a number that changes with every rebuild. */
  getSnapshot(): { router: AppDataRouter; generation: number };
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

function currentUrl() {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/**
 * A returning user's routes, once early-requests.ts's current-user request has answered: the
 * first router is then built for their roles, rather than a public one that the guards rebuild
 * after loading the user. Null otherwise (no session, the request failed, the route tables
 * could not be fetched): the guards then load the user as always and report what fails.
 */
export async function signedInRoutesFromEarlyUser(): Promise<SignedInRoutes | null> {
  const user = await takeEarlyCurrentUser(getSessionState().token);
  if (!user) return null;
  try {
    const signedIn = await loadSignedInRoutes(rolesOf(user) ?? []);
    await adoptCurrentUser(user);
    return signedIn;
  } catch {
    return null;
  }
}

/**
 * Owns the data router. Routes exist only for the user's roles, so the router is rebuilt when
 * the roles arrive (the guards ask for it, then the same URL is opened again). When the session
 * ends, app-root.tsx disposes the host and shows the visitor's screens.
 */
export function createRouterHost(initial: SignedInRoutes | null = null): RouterHost {
  const listeners = new Set<() => void>();
  let snapshot = { router: create(initial), generation: 0 };

  function create(signedIn: SignedInRoutes | null): AppDataRouter {
    return createBrowserRouter(buildRoutes(signedIn, { onRetry: rebuildForUser }));
  }

  function rebuild(signedIn: SignedInRoutes, url: string) {
    const previous = snapshot.router;
    // The new router starts at the browser's URL: put the navigation's target there first.
    if (url !== currentUrl()) window.history.replaceState(window.history.state, '', url);
    snapshot = { router: create(signedIn), generation: snapshot.generation + 1 };
    previous.dispose();
    for (const listener of listeners) listener();
  }

  async function rebuildForUser(url: string) {
    const signedIn = await loadSignedInRoutes(rolesOf(getSessionState().user) ?? []);
    // The session may have ended while the routes downloaded: this host is being disposed.
    if (getSessionState().user !== null) rebuild(signedIn, url);
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      snapshot.router.dispose();
      listeners.clear();
    },
  };
}
