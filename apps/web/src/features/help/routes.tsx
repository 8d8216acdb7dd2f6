import { lazyScreen } from '../../lib/lazy-screen';
import type { AppRoute } from '../../lib/routing';

export const tutorHelpRoutes: AppRoute[] = [
  {
    path: 'help',
    handle: { roles: ['tutor'], title: 'help:title', breadcrumb: 'help:title' },
    lazy: lazyScreen(() => import('./components/help-screen').then((module) => module.HelpScreen)),
  },
];
