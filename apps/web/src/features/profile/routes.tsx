import type { RoleName } from '@aula/shared';
import { redirect } from 'react-router';
import { lazyScreen } from '../../lib/lazy-screen';
import type { AppRoute } from '../../lib/routing';

const tutor: RoleName[] = ['tutor'];

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

/** My profile › Edit profile. */
export const tutorProfileRoutes: AppRoute[] = [
  {
    path: 'profile',
    handle: { roles: tutor, breadcrumb: 'profile:title' },
    children: [
      {
        index: true,
        handle: { roles: tutor, title: 'profile:title', breadcrumb: 'profile:title' },
        lazy: lazyScreen(() =>
          import('./components/profile-screen').then((module) => module.TutorProfileScreen),
        ),
      },
      {
        path: 'edit',
        handle: { roles: tutor, title: 'profile:edit.title', breadcrumb: 'profile:edit.title' },
        lazy: lazyScreen(() =>
          import('./components/profile-edit-screen').then(
            (module) => module.TutorProfileEditScreen,
          ),
        ),
      },
    ],
  },
];
