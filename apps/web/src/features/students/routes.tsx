import { lazyScreen } from '../../lib/lazy-screen';
import type { AppRoute } from '../../lib/routing';

export const tutorStudentsRoutes: AppRoute[] = [
  {
    path: 'students',
    handle: { roles: ['tutor'], title: 'students:title', breadcrumb: 'students:title' },
    lazy: lazyScreen(() =>
      import('./components/students-screen').then((module) => module.StudentsScreen),
    ),
  },
];
