import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLE_IDS, signupEndpoints } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { invalidField } from '../../../platform/errors';
import { hashPassword } from '../../../platform/passwords';
import { toUser } from '../../../domain/users/users-repository';
import { createUniqueUser } from './create-unique-user';
import { signupDocs, signupErrors } from './signup-docs';

/** `/signup/student`: register a student under a tutor of the caller's account. */
export function studentSignupRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const users = context.repositories.users;

    app.route({
      ...endpointRoute(signupEndpoints.student, {
        ...signupDocs,
        summary: 'Register a student under a tutor (installers name the tutor)',
        errors: signupErrors,
      }),
      preValidation: [app.authenticate, requireAbility('create', 'Student')],
      handler: async (request, reply) => {
        const { row, role } = signedInUser(request);
        const body = request.body;
        const tutorId = body.tutor_id ?? (role === 'tutor' ? row.id : undefined);
        if (tutorId === undefined) {
          throw invalidField('validation', 'tutor_id', 'validation.tutor.required');
        }
        const tutor = await users.findById(tutorId);
        const tutorAllowed =
          tutor?.rol_id === ROLE_IDS.tutor &&
          (role === 'installer' || tutor.account_id === row.account_id);
        if (!tutor || !tutorAllowed) {
          throw invalidField('validation', 'tutor_id', 'validation.tutor.unknown');
        }
        // A student registered without a school goes to their tutor's, as the forms suggest.
        const school = body.name_of_the_school || tutor.name_of_the_school.trim();
        if (!school) {
          throw invalidField('validation', 'name_of_the_school', 'validation.school.required');
        }
        const created = await createUniqueUser(users, {
          username: body.username,
          password_hash: await hashPassword(body.password),
          firstname: body.firstname,
          lastname: body.lastname,
          email: body.email ? body.email : null,
          language: body.language,
          avatar: body.avatar ?? null,
          name_of_the_school: school,
          grade_id: body.grade_id,
          rol_id: ROLE_IDS.student,
          tutor_id: tutor.id,
          account_id: tutor.account_id,
        });
        return reply.status(201).send(toUser(created));
      },
    });
  };
}
