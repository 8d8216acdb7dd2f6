import { lazyScreen } from '../../lib/lazy-screen';
import type { AppRoute } from '../../lib/routing';

export const studentHomeRoutes: AppRoute[] = [
  {
    index: true,
    handle: { roles: ['student'], title: 'home:title', breadcrumb: 'home:title' },
    lazy: lazyScreen(() =>
      import('./components/student-home-screen').then((module) => module.StudentHomeScreen),
    ),
  },
];
