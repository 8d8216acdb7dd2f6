import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTIVITY_SPAN_RULE_FIELDS,
  brokenActivitySpanRule,
  activityTimeEndpoints,
} from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { AppError, invalidField, notFound } from '../../../platform/errors';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { ActivityTimeRepository } from './activity-time-repository';

/** POST /api/save_user_activity_time: a span of the signed-in student's active study. */
export function activityTimeRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const times = new ActivityTimeRepository(context.database.db, context.now);
    const users = context.repositories.users;

    app.route({
      ...endpointRoute(activityTimeEndpoints.save, {
        ...bearerSecurity,
        tags: ['activity'],
        summary:
          'Record a span of active study (also as text/plain JSON with `token`, for sendBeacon)',
        errors: errorResponses(400, 401, 403, 404, 422),
      }),
      preValidation: [app.authenticate, requireAbility('create', 'Activity')],
      handler: async (request, reply) => {
        const student = signedInUser(request).row;
        const body = request.body;
        if (body.student_id !== student.id) throw notFound();
        const start = new Date(body.start_time);
        const end = new Date(body.end_time);
        // Only time the student can have spent counts: not a day before the account existed,
        // not days ago, not ahead of the clock (the tutor's report and attendance read it).
        const broken = brokenActivitySpanRule(
          {
            start: start.getTime(),
            end: end.getTime(),
            activitySeconds: body.activity_timer,
          },
          { now: context.now().getTime(), accountCreatedAt: Date.parse(student.created_at) },
        );
        if (broken) {
          const key = `validation.activityTime.${broken}`;
          throw invalidField('invalid_activity_time', ACTIVITY_SPAN_RULE_FIELDS[broken], key);
        }
        if (body.tutor_id != null && body.tutor_id !== student.tutor_id)
          throw new AppError(422, 'invalid_activity_time', 'validation.activityTime.tutor', {
            fields: { tutor_id: 'validation.activityTime.tutor' },
          });
        const saved = await times.save({
          student_id: student.id,
          tutor_id: student.tutor_id,
          start,
          end,
          activity_timer: body.activity_timer,
        });
        const tutor = saved.tutor_id === null ? undefined : await users.findById(saved.tutor_id);
        return reply.code(201).send({
          id: saved.id,
          start_time: saved.start_time,
          end_time: saved.end_time,
          activity_timer: saved.activity_timer,
          student_id: saved.student_id,
          tutor_id: saved.tutor_id,
          tutor_name: tutor ? `${tutor.firstname} ${tutor.lastname}` : null,
        });
      },
    });
  };
}
