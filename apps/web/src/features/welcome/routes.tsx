import { lazyScreen } from '../../lib/lazy-screen';
import type { AppRoute } from '../../lib/routing';

const handle = { title: 'welcome:title', breadcrumb: 'welcome:title' } as const;

/** /welcome in the student's layout: the welcome again, reached from Help. */
export const studentWelcomeRoutes: AppRoute[] = [
  {
    path: 'welcome',
    handle: { roles: ['student'], ...handle },
    lazy: lazyScreen(() =>
      import('./components/welcome-screen').then((module) => module.StudentWelcomeScreen),
    ),
  },
];

/** The same path in the tutor's layout. */
export const tutorWelcomeRoutes: AppRoute[] = [
  {
    path: 'welcome',
    handle: { roles: ['tutor'], ...handle },
    lazy: lazyScreen(() =>
      import('./components/welcome-screen').then((module) => module.TutorWelcomeScreen),
    ),
  },
];
