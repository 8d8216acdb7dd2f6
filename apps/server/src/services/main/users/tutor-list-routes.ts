import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tutorEndpoints } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { toUser } from '../../../domain/users/users-repository';
import { usersDocs, usersErrors } from './users-docs';

/** `/tutors`: the tutors the caller may see. */
export function tutorListRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const users = context.repositories.users;

    app.route({
      ...endpointRoute(tutorEndpoints.list, {
        ...usersDocs,
        summary: 'Tutors: of your own account, or every tutor for installers',
        errors: usersErrors,
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Tutor')],
      handler: async (request) => {
        const { row, role } = signedInUser(request);
        const rows = await users.listTutors(role === 'installer' ? null : (row.account_id ?? -1));
        return { items: rows.map(toUser), total: rows.length };
      },
    });
  };
}
