import type { RoleName } from '@aula/shared';
import { lazyScreen } from '../../lib/lazy-screen';
import type { AppRoute } from '../../lib/routing';

function activationRoutes(role: RoleName): AppRoute[] {
  return [
    {
      path: 'activation',
      handle: { roles: [role], title: 'activation:title', breadcrumb: 'activation:title' },
      lazy: lazyScreen(() =>
        import('./components/activation-screen').then((module) => module.ActivationScreen),
      ),
    },
  ];
}

/**
 * Activation, online or by phone (docs/product-rules.md#licensing-and-the-trial), for tutors and
 * installers.
 */
export const tutorActivationRoutes = activationRoutes('tutor');
export const installerActivationRoutes = activationRoutes('installer');
