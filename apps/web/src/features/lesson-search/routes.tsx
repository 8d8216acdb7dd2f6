import { lazyScreen } from '../../lib/lazy-screen';
import type { AppRoute } from '../../lib/routing';

export const studentLessonSearchRoutes: AppRoute[] = [
  {
    path: 'search',
    handle: {
      roles: ['student'],
      title: 'catalogue:search.title',
      breadcrumb: 'catalogue:crumbs.search',
    },
    lazy: lazyScreen(() =>
      import('./components/search-screen').then((module) => module.SearchScreen),
    ),
  },
];
