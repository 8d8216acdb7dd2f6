import { redirect } from 'react-router';
import { lazyScreen } from '../../lib/lazy-screen';
import type { AppRoute } from '../../lib/routing';

export const studentProfileRoutes: AppRoute[] = [
  {
    path: 'student',
    handle: { roles: ['student'], title: 'profile:title', breadcrumb: 'profile:title' },
    loader: () => redirect('/student/profile'),
    element: null,
  },
  {
    path: 'student/profile',
    handle: { roles: ['student'], title: 'profile:title', breadcrumb: 'profile:title' },
    lazy: lazyScreen(() =>
      import('./components/profile-screen').then((module) => module.StudentProfileScreen),
    ),
  },
];

export const tutorProfileRoutes: AppRoute[] = [
  {
    path: 'profile',
    handle: { roles: ['tutor'], title: 'profile:title', breadcrumb: 'profile:title' },
    lazy: lazyScreen(() =>
      import('./components/profile-screen').then((module) => module.TutorProfileScreen),
    ),
  },
];
