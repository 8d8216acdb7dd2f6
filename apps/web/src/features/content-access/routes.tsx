import { lazyScreen } from '../../lib/lazy-screen';
import type { AppRoute } from '../../lib/routing';

export const tutorContentAccessRoutes: AppRoute[] = [
  {
    path: 'manage-content-by-grade',
    handle: { roles: ['tutor'], title: 'contentAccess:title', breadcrumb: 'contentAccess:title' },
    lazy: lazyScreen(() =>
      import('./components/content-access-screen').then((module) => module.ContentAccessScreen),
    ),
  },
];
