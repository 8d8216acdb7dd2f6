import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLE_IDS, signupEndpoints } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { hashPassword } from '../../../platform/passwords';
import { toUser } from '../../../domain/users/users-repository';
import { usernameTaken } from '../../../domain/users/username-taken';
import { createUniqueUser } from './create-unique-user';
import { signupDocs, signupErrors } from './signup-docs';

/** `/signup/tutor`: installers register a tutor with a new account; tutors, into their own. */
export function tutorSignupRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const users = context.repositories.users;

    app.route({
      ...endpointRoute(signupEndpoints.tutor, {
        ...signupDocs,
        summary: 'Register a tutor (installers: a new account; tutors: into their own)',
        errors: signupErrors,
      }),
      preValidation: [app.authenticate, requireAbility('create', 'Tutor')],
      handler: async (request, reply) => {
        const { row, role } = signedInUser(request);
        const body = request.body;
        if (await users.usernameTaken(body.username)) throw usernameTaken();
        const accountId =
          role === 'tutor' && row.account_id !== null
            ? row.account_id
            : await users.createAccount(body.name_of_the_school);
        const created = await createUniqueUser(users, {
          username: body.username,
          password_hash: await hashPassword(body.password),
          firstname: body.firstname,
          lastname: body.lastname,
          email: body.email,
          language: body.language,
          avatar: body.avatar ?? null,
          name_of_the_school: body.name_of_the_school,
          grade_id: null,
          rol_id: ROLE_IDS.tutor,
          tutor_id: null,
          account_id: accountId,
        });
        return reply.status(201).send(toUser(created));
      },
    });
  };
}
