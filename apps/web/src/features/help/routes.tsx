import { lazyScreen } from '../../lib/lazy-screen';
import type { AppRoute } from '../../lib/routing';

const handle = { title: 'help:title', breadcrumb: 'help:title' } as const;

export const tutorHelpRoutes: AppRoute[] = [
  {
    path: 'help',
    handle: { roles: ['tutor'], ...handle },
    lazy: lazyScreen(() =>
      import('./components/help-screen').then((module) => module.TutorHelpScreen),
    ),
  },
];

/** The same path in the student's layout: the router keeps each role's /help in its own group. */
export const studentHelpRoutes: AppRoute[] = [
  {
    path: 'help',
    handle: { roles: ['student'], ...handle },
    lazy: lazyScreen(() =>
      import('./components/help-screen').then((module) => module.StudentHelpScreen),
    ),
  },
];
