import { lazyScreen } from '../../lib/lazy-screen';
import type { AppRoute, RouteHandle } from '../../lib/routing';

const loadNotFoundScreen = lazyScreen(() =>
  import('./components/not-found-screen').then((module) => module.NotFoundScreen),
);

const handle: RouteHandle = {
  roles: [],
  title: 'common:notFound.title',
  breadcrumb: 'common:notFound.title',
};

export const notFoundRoutes: AppRoute[] = [
  { path: '404', handle, lazy: loadNotFoundScreen },
  // Reached only when no guard redirected first: the same page, shown in place.
  { path: '*', handle, lazy: loadNotFoundScreen },
];
