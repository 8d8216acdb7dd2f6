import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { licensingEndpoints } from '@aula/shared';
import { signedInUser } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { statusOf } from './license-status';
import type { LicensingRouteDeps } from './licensing-route-deps';

/** `/tpm_is_activated`: this installation's status, for anyone signed in. */
export function licenseStatusRoutes({ license }: LicensingRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(licensingEndpoints.status, {
        ...bearerSecurity,
        tags: ['licensing'],
        summary:
          "This installation's activation and web trial (the installation id for tutors " +
          'and installers only)',
        errors: errorResponses(400, 401),
      }),
      preValidation: app.authenticate,
      handler: async (request) => {
        const { ability } = signedInUser(request);
        return statusOf(await license.state(), ability.can('manage', 'License'));
      },
    });
  };
}
