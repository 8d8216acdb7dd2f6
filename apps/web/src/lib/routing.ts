import type { Language, RoleName } from '@aula/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { IndexRouteObject, NonIndexRouteObject, Params, RouteObject } from 'react-router';
import { matchRoutes } from 'react-router';
import type { I18nKey } from '../locales/resources';

/** What a route's breadcrumb name is read from: the URL and the data already loaded. */
export interface BreadcrumbNameContext {
  params: Params<string>;
  queryClient: QueryClient;
  language: Language;
}

/**
 * What every route carries: the roles it is generated for (empty for public routes), and the
 * keys of its page title and breadcrumb. `breadcrumbName` may name the crumb from loaded data
 * (a grade's or a lesson's name); until that data is in the cache the `breadcrumb` key shows.
 */
export interface RouteHandle {
  roles: RoleName[];
  title?: I18nKey;
  breadcrumb?: I18nKey;
  breadcrumbName?: (context: BreadcrumbNameContext) => string | undefined;
}

type WithHandle<Route> = Omit<Route, 'handle'> & { handle: RouteHandle };
export type AppRoute = WithHandle<IndexRouteObject> | WithHandle<NonIndexRouteObject>;

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    Array.isArray((handle as { roles?: unknown }).roles)
  );
}

/** Whether matches (of matchRoutes) end in a route other than the catch-all. */
export function endsInKnownRoute(matches: readonly { route: RouteObject }[] | null) {
  const last = matches?.at(-1);
  return last !== undefined && last.route.path !== '*';
}

/** Whether a route other than the catch-all matches the path. */
export function isKnownPath(routes: RouteObject[], pathname: string) {
  return endsInKnownRoute(matchRoutes(routes, pathname));
}

/**
 * A copy of route tables for one router. React Router records a loaded `lazy` property by
 * clearing it on the route's `lazy` object, and the app's route tables are module constants
 * shared by every router it builds (one before sign-in, another after, another at logout):
 * each router gets its own `lazy` objects, or the next one would find its screens gone.
 */
export function copyRoutesForRouter<Route extends RouteObject>(routes: Route[]): Route[] {
  return routes.map((route) => {
    const copy = { ...route } as Route;
    if (route.lazy && typeof route.lazy === 'object') copy.lazy = { ...route.lazy };
    if (route.children) copy.children = copyRoutesForRouter(route.children);
    return copy;
  });
}
