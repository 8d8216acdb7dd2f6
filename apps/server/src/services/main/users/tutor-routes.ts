import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLE_IDS, tutorEndpoints } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { notFound } from '../../../platform/errors';
import { toUser } from '../../../domain/users/users-repository';
import { canSeeUser } from '../../../domain/users/visibility';
import { usersDocs, usersErrors } from './users-docs';

/** `/tutors/:id`: one tutor with the students they look after. */
export function tutorRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const users = context.repositories.users;

    app.route({
      ...endpointRoute(tutorEndpoints.get, {
        ...usersDocs,
        summary: 'A tutor of your account, with the students they look after',
        errors: usersErrors,
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Tutor')],
      handler: async (request) => {
        const viewer = signedInUser(request).row;
        const tutor = await users.findById(request.params.id);
        if (!tutor || tutor.rol_id !== ROLE_IDS.tutor || !canSeeUser(viewer, tutor))
          throw notFound();
        const students = await users.listStudentsOfTutor(tutor.id);
        return {
          ...toUser(tutor),
          created_at: tutor.created_at,
          students: students.map((student) => ({
            id: student.id,
            firstname: student.firstname,
            lastname: student.lastname,
            username: student.username,
            grade_id: student.grade_id,
            avatar: student.avatar,
          })),
        };
      },
    });
  };
}
