import { lazyScreen } from '../../lib/lazy-screen';
import type { AppRoute } from '../../lib/routing';

export const installerSignupRoutes: AppRoute[] = [
  {
    path: 'signup/tutor',
    handle: { roles: ['installer'], title: 'signup:tutor.title', breadcrumb: 'signup:tutor.title' },
    lazy: lazyScreen(() =>
      import('./components/signup-tutor-screen').then((module) => module.SignupTutorScreen),
    ),
  },
  {
    path: 'signup/student',
    handle: {
      roles: ['installer'],
      title: 'signup:student.title',
      breadcrumb: 'signup:student.title',
    },
    lazy: lazyScreen(() =>
      import('./components/signup-student-screen').then((module) => module.SignupStudentScreen),
    ),
  },
];
