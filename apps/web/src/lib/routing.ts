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
