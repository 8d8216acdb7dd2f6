import type { RoleName } from '@aula/shared';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { matchRoutes, redirect } from 'react-router';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { loadCurrentUser } from '../features/auth/api/get-current-user';
import { authRoutes } from '../features/auth/routes';
import { notFoundRoutes } from '../features/not-found/routes';
import { isApiError } from '../lib/api-client';
import { lazyScreen, withChunkTimeout } from '../lib/lazy-screen';
import { i18n, namespacesOfKeys } from '../lib/i18n';
import { notifyError } from '../lib/notify';
import { copyRoutesForRouter, endsInKnownRoute, isRouteHandle } from '../lib/routing';
import { destroySession, getSessionState } from '../lib/session';
import type { GuardContext } from './guards';
import { routeGuards, runGuards } from './guards';
import { RootErrorScreen, RouteErrorBoundary } from './route-error-boundary';
import { RootShell } from './root-shell';

/** Every full path (with its handle) of a route tree, for menus and tests. */
export function listRoutePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.index
      ? parent || '/'
      : route.path
        ? `${parent.replace(/\/$/, '')}/${route.path}`
        : parent;
    const own = route.index || route.path ? [path] : [];
    return [...own, ...listRoutePaths(route.children ?? [], path)];
  });
}

/**
 * The texts the matched routes' titles and breadcrumbs name (usually the screens' own
 * namespaces): loaded with the route, so its frame and screen render already translated.
 */
function loadRouteTexts(matches: ReturnType<typeof matchRoutes>) {
  const handles = (matches ?? [])
    .map((match) => match.route.handle as unknown)
    .filter(isRouteHandle);
  return i18n.loadNamespaces([
    ...namespacesOfKeys(handles.flatMap((handle) => [handle.title, handle.breadcrumb])),
  ]);
}

function waitForAbort(signal: AbortSignal) {
  return new Promise<null>((resolve) => {
    if (signal.aborted) resolve(null);
    else signal.addEventListener('abort', () => resolve(null), { once: true });
  });
}

function endSession(error: unknown) {
  destroySession();
  const message = isApiError(error) && error.message ? error.message : undefined;
  notifyError(message ?? i18n.t('messages:errors.hasError'));
}

/** The signed-in part of the route tree: the roles it was generated for, and their routes. */
export interface SignedInRoutes {
  roles: RoleName[];
  routes: RouteObject[];
}

const loadRoleRoutesModule = () => withChunkTimeout(import('./role-routes'));

/**
 * The routes of `roles`, from the signed-in route tables' own chunk. A chunk that cannot be
 * fetched rejects with a ChunkLoadError, which the root's error screen offers to reload.
 */
export async function loadSignedInRoutes(roles: RoleName[]): Promise<SignedInRoutes> {
  const { generateRoleRoutes } = await loadRoleRoutesModule();
  return { roles, routes: generateRoleRoutes(roles) };
}

export interface BuildRoutesOptions {
  /**
   * Rebuild the routes for the now-loaded user's roles and navigate to `url` again; rejects
   * when the routes could not be loaded.
   */
  onRetry: (url: string) => Promise<void>;
}

/**
 * The whole route tree (signedIn null: not signed in, or roles not loaded yet). The root
 * loader runs the guards on every navigation.
 */
export function buildRoutes(
  signedIn: SignedInRoutes | null,
  options: BuildRoutesOptions,
): RouteObject[] {
  const roles = signedIn?.roles ?? null;
  // The route tables are shared module constants: this router gets its own copy of them.
  const routes: RouteObject[] = copyRoutesForRouter([
    {
      id: 'root',
      element: <RootShell />,
      hydrateFallbackElement: <FullPageLoader />,
      errorElement: <RootErrorScreen />,
      shouldRevalidate: () => true,
      loader: rootLoader,
      children: [
        ...(signedIn?.routes ?? []),
        {
          id: 'public-layout',
          // Only a signed-in user's password link and the 404 open in it: fetched when needed.
          lazy: lazyScreen(() =>
            import('./layouts/public-layout').then((module) => module.PublicLayout),
          ),
          children: [
            {
              id: 'public-screens',
              errorElement: <RouteErrorBoundary />,
              children: [...authRoutes, ...notFoundRoutes],
            },
          ],
        },
      ],
    },
  ]);

  async function rootLoader({ request }: LoaderFunctionArgs) {
    const url = new URL(request.url);
    const session = getSessionState();
    const matches = matchRoutes(routes, url.pathname);
    const context: GuardContext = {
      url,
      token: session.token,
      user: session.user,
      routesRoles: roles,
      isKnownPath: endsInKnownRoute(matches),
      matchedRoles: (matches ?? [])
        .map((match) => match.route.handle as unknown)
        .filter(isRouteHandle)
        .map((handle) => handle.roles),
      loadCurrentUser,
      endSession,
    };
    const [outcome] = await Promise.all([runGuards(routeGuards, context), loadRouteTexts(matches)]);
    if (outcome.type === 'redirect') return redirect(outcome.to);
    if (outcome.type === 'retry') {
      await options.onRetry(outcome.url);
      // This router is disposed by the rebuild; its navigation ends here.
      return waitForAbort(request.signal);
    }
    return null;
  }

  return routes;
}
