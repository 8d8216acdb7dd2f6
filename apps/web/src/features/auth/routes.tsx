import { lazyScreen } from '../../lib/lazy-screen';
import type { AppRoute } from '../../lib/routing';

/** Public: a visitor may open only these two (spec section 2). */
export const authRoutes: AppRoute[] = [
  {
    path: 'login',
    handle: { roles: [], title: 'auth:login.title', breadcrumb: 'auth:login.title' },
    lazy: lazyScreen(() =>
      import('./components/login-screen').then((module) => module.LoginScreen),
    ),
  },
  {
    path: 'reset-password',
    handle: { roles: [], title: 'auth:reset.title', breadcrumb: 'auth:reset.title' },
    lazy: lazyScreen(() =>
      import('./components/reset-password-screen').then((module) => module.ResetPasswordScreen),
    ),
  },
];
