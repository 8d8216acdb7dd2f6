import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userEndpoints } from '@aula/shared';
import { signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { errorResponses } from '../../../platform/route-schemas';
import { toCurrentUser } from '../../../domain/users/users-repository';
import { usersDocs, usersErrors } from './users-docs';

/** `/users/me`: the signed-in user, and their interface language. */
export function meRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const users = context.repositories.users;

    app.route({
      ...endpointRoute(userEndpoints.me, {
        ...usersDocs,
        summary: 'The signed-in user with roles and CASL permissions',
        errors: errorResponses(401),
      }),
      preValidation: app.authenticate,
      handler: async (request) => toCurrentUser(signedInUser(request).row),
    });

    app.route({
      ...endpointRoute(userEndpoints.updatePreferences, {
        ...usersDocs,
        summary: "Change the signed-in user's interface language",
        errors: usersErrors,
      }),
      preValidation: app.authenticate,
      handler: async (request) =>
        toCurrentUser(
          await users.updateLanguage(signedInUser(request).row.id, request.body.language),
        ),
    });
  };
}
