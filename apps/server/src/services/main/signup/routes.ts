import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLE_IDS, signupEndpoints } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { AppError, invalidField } from '../../../platform/errors';
import { hashPassword } from '../../../platform/passwords';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import type { NewUser } from '../../../domain/users/users-repository';
import { toUser } from '../../../domain/users/users-repository';

const errors = errorResponses(400, 401, 403, 409);

const usernameTaken = () =>
  new AppError(409, 'username_taken', 'validation.username.taken', {
    fields: { username: 'validation.username.taken' },
  });

/** Installers create accounts; tutors add students and tutors to their own account. */
export function signupRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const users = context.repositories.users;

    /** Creates the user, turning a lost race on the unique username into the same 409. */
    async function createUnique(user: NewUser) {
      if (await users.usernameTaken(user.username)) throw usernameTaken();
      try {
        return await users.create(user);
      } catch (error) {
        if (await users.usernameTaken(user.username)) throw usernameTaken();
        throw error;
      }
    }

    app.route({
      ...endpointRoute(signupEndpoints.tutor, {
        ...bearerSecurity,
        tags: ['signup'],
        summary: 'Register a tutor (installers: a new account; tutors: into their own)',
        errors: errors,
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
        const created = await createUnique({
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

    app.route({
      ...endpointRoute(signupEndpoints.student, {
        ...bearerSecurity,
        tags: ['signup'],
        summary: 'Register a student under a tutor (installers name the tutor)',
        errors: errors,
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
        const created = await createUnique({
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
