import { lazyScreen } from '../../lib/lazy-screen';
import type { AppRoute } from '../../lib/routing';

/**
 * The public screens inside the router. A visitor opens /login and /reset-password before the
 * router is loaded (app/visitor-app.tsx); a signed-in user may still open an emailed password
 * link here. A signed-in user who opens /login is sent home by the guards.
 */
export const authRoutes: AppRoute[] = [
  {
    path: 'reset-password',
    handle: { roles: [], title: 'auth:reset.title', breadcrumb: 'auth:reset.title' },
    lazy: lazyScreen(() =>
      import('./components/reset-password-screen').then((module) => module.ResetPasswordScreen),
    ),
  },
];
