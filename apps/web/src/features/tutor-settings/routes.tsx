import { lazyScreen } from '../../lib/lazy-screen';
import type { AppRoute } from '../../lib/routing';

export const tutorSettingsRoutes: AppRoute[] = [
  {
    path: 'settings',
    handle: { roles: ['tutor'], title: 'settings:title', breadcrumb: 'settings:title' },
    lazy: lazyScreen(() =>
      import('./components/settings-screen').then((module) => module.SettingsScreen),
    ),
  },
];
