import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { welcomeEndpoints } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { WelcomeRepository } from './welcome-repository';

/**
 * The first-run welcome of students and tutors: whether the signed-in user has seen it, and
 * the call that says they have. Kept on the server so it is shown once per user, not once per
 * browser.
 */
export function welcomeRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const welcome = new WelcomeRepository(context.database.db, context.now);
    const common = { ...bearerSecurity, tags: ['users'] };

    app.route({
      ...endpointRoute(welcomeEndpoints.status, {
        ...common,
        summary: 'When you closed the first-run welcome (null: not yet, so it is shown)',
        errors: errorResponses(401, 403),
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Welcome')],
      handler: async (request) => ({
        welcomed_at: await welcome.welcomedAt(signedInUser(request).row.id),
      }),
    });

    app.route({
      ...endpointRoute(welcomeEndpoints.markWelcomed, {
        ...common,
        summary: 'Say that you have seen the welcome, so it is not shown again by itself',
        errors: errorResponses(401, 403),
      }),
      preValidation: [app.authenticate, requireAbility('update', 'Welcome')],
      handler: async (request) => ({
        welcomed_at: await welcome.markWelcomed(signedInUser(request).row.id),
      }),
    });
  };
}
