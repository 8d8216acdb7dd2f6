import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { studentEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { hashPassword } from '../../../platform/passwords';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { toUser } from '../../../domain/users/users-repository';
import { usernameTaken } from '../../../domain/users/username-taken';
import { studentOfCaller } from '../../../domain/users/student-access';
import type { StudentsRepository } from './students-repository';

const common = { ...bearerSecurity, tags: ['students'] };

export interface StudentRoutesDeps {
  context: ServiceContext;
  students: StudentsRepository;
}

/** `/students/:id`: a tutor edits or deletes one of their account's students. */
export function studentRoutes({ context, students }: StudentRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const users = context.repositories.users;

    app.route({
      ...endpointRoute(studentEndpoints.update, {
        ...common,
        summary: 'Edit a student (an empty password keeps the current one)',
        errors: errorResponses(400, 401, 403, 404, 409),
      }),
      preValidation: [app.authenticate, requireAbility('update', 'Student')],
      handler: async (request) => {
        const student = await studentOfCaller(context, request, request.params.id);
        const body = request.body;
        const holder = await users.findByUsernameKey(body.username);
        if (holder && holder.id !== student.id) throw usernameTaken();
        try {
          const updated = await students.update(student.id, {
            firstname: body.firstname,
            lastname: body.lastname,
            email: body.email ? body.email : null,
            username: body.username,
            grade_id: body.grade_id,
            name_of_the_school: body.name_of_the_school,
            language: body.language,
            avatar: body.avatar === undefined ? student.avatar : body.avatar,
            ...(body.password ? { password_hash: await hashPassword(body.password) } : {}),
          });
          return toUser(updated);
        } catch (error) {
          // Another request took the username between the check and the write.
          const taken = await users.findByUsernameKey(body.username);
          if (taken && taken.id !== student.id) throw usernameTaken();
          throw error;
        }
      },
    });

    app.route({
      ...endpointRoute(studentEndpoints.delete, {
        ...common,
        summary: 'Delete a student and every record of theirs (cannot be undone)',
        errors: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      }),
      preValidation: [app.authenticate, requireAbility('delete', 'Student')],
      handler: async (request, reply) => {
        const student = await studentOfCaller(context, request, request.params.id);
        await students.delete(student.id);
        return reply.code(204).send(null);
      },
    });
  };
}
