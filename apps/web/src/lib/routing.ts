import type { Language, RoleName } from '@aula/shared';
import type { QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { IndexRouteObject, NonIndexRouteObject, Params, RouteObject } from 'react-router';
import { matchRoutes } from 'react-router';
import type { I18nKey } from '../locales/resources';

/** What a route's breadcrumb name is read from: the URL and the data already loaded. */
export interface BreadcrumbNameContext {
  params: Params<string>;
  queryClient: QueryClient;
  language: Language;
}

/** A query of any data, as the breadcrumbs keep it loaded: `breadcrumbName` reads it by key. */
export type BreadcrumbQueryOptions = UseQueryOptions<unknown, Error, unknown, QueryKey>;

/** The query a crumb is named from: the breadcrumbs ask for it when no screen has. */
export type BreadcrumbQuery = (
  context: Omit<BreadcrumbNameContext, 'queryClient'>,
) => BreadcrumbQueryOptions;

/**
 * A typed query's options as a breadcrumb's. Only the type is widened: options typed for their
 * own data are not assignable to `unknown` data (their callbacks take it as a parameter), and
 * the breadcrumbs never read the data through these options, only from the cache by its key.
 */
export function breadcrumbQueryOptions<Data, Key extends QueryKey>(
  options: UseQueryOptions<Data, Error, Data, Key>,
): BreadcrumbQueryOptions {
  return options as unknown as BreadcrumbQueryOptions;
}

/**
 * What every route carries: the roles it is generated for (empty for public routes), and the
 * keys of its page title and breadcrumb. `breadcrumbName` may name the crumb from loaded data
 * (a grade's or a lesson's name); until that data is in the cache the `breadcrumb` key shows.
 * `breadcrumbQuery` is for a crumb whose data the route's own screens do not load (the grade
 * of a subject's page): the breadcrumbs load it themselves.
 */
export interface RouteHandle {
  roles: RoleName[];
  title?: I18nKey;
  breadcrumb?: I18nKey;
  breadcrumbName?: (context: BreadcrumbNameContext) => string | undefined;
  breadcrumbQuery?: BreadcrumbQuery;
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
