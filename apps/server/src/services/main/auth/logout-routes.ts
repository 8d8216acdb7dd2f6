import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authEndpoints } from '@aula/shared';
import { signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';

/** `/logout`: sign out everywhere. */
export function logoutRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const users = context.repositories.users;

    app.route({
      ...endpointRoute(authEndpoints.logout, {
        tags: ['auth'],
        summary: 'Sign out: every token issued to this user so far stops working',
        ...bearerSecurity,
        errors: { 204: z.null(), ...errorResponses(401) },
      }),
      preValidation: app.authenticate,
      handler: async (request, reply) => {
        await users.raiseTokenVersion(signedInUser(request).row.id);
        return reply.status(204).send(null);
      },
    });
  };
}
