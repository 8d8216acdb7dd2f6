import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userEndpoints } from '@aula/shared';
import { signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { notFound } from '../../../platform/errors';
import { toUser } from '../../../domain/users/users-repository';
import { canSeeUser } from '../../../domain/users/visibility';
import { usersDocs, usersErrors } from './users-docs';

/** `/get-user`: one user the caller may see. */
export function userRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const users = context.repositories.users;

    app.route({
      ...endpointRoute(userEndpoints.get, {
        ...usersDocs,
        summary: 'One user: yourself, or a student or tutor of your own account',
        errors: usersErrors,
      }),
      preValidation: app.authenticate,
      handler: async (request) => {
        const viewer = signedInUser(request).row;
        const target = await users.findById(request.body.data.user_id);
        if (!target || !canSeeUser(viewer, target)) throw notFound();
        return toUser(target);
      },
    });
  };
}
