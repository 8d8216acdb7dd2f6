import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { licensingEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { rateLimit, rateLimits } from '../../../platform/rate-limits';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { statusOf } from './license-status';
import type { LicensingRouteDeps } from './licensing-route-deps';

/** `/web_trial_registration`: the email address the web trial is registered to. */
export function webTrialRegistrationRoutes({
  context,
  license,
}: LicensingRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(licensingEndpoints.registerWebTrial, {
        ...bearerSecurity,
        tags: ['licensing'],
        summary: 'Register the web trial to an email address (typed twice)',
        errors: errorResponses(400, 401, 403, 429),
      }),
      preValidation: [app.authenticate, requireAbility('manage', 'Settings')],
      preHandler: rateLimit(context, rateLimits.trialRegistration),
      handler: async (request) => {
        await license.installation.saveTrialRegistration({
          email: request.body.email,
          registered_at: context.now().toISOString(),
        });
        return statusOf(await license.state(), true);
      },
    });
  };
}
