import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { evaluationEndpoints } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { notFound } from '../../../platform/errors';
import {
  bearerSecurity,
  errorResponses,
  plainJsonSerializer,
} from '../../../platform/route-schemas';
import { studentVisibleTo } from '../../../domain/users/student-access';
import type { EvaluationService } from './evaluation-service';
import { evaluationViewerOf } from './evaluation-visibility';

const common = { ...bearerSecurity, tags: ['evaluations'] };

export interface EvaluationListRoutesDeps {
  context: ServiceContext;
  evaluations: EvaluationService;
}

/** `/evaluations`: a tutor sets one up; tutors and students list the ones they may see. */
export function evaluationListRoutes({
  context,
  evaluations,
}: EvaluationListRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const users = context.repositories.users;

    app.route({
      ...endpointRoute(evaluationEndpoints.create, {
        ...common,
        summary:
          'Set up an evaluation of a student (grade 1 or above): full asks 10 questions per subject, light 5',
        errors: errorResponses(400, 401, 403, 404, 422),
      }),
      preValidation: [app.authenticate, requireAbility('manage', 'Evaluation')],
      ...plainJsonSerializer,
      handler: async (request, reply) => {
        const tutor = signedInUser(request).row;
        const student = await studentVisibleTo(users, tutor, request.body.student_id);
        const id = await evaluations.create(tutor, student, request.body);
        const created = (await evaluations.find(id))!;
        return reply.code(201).send(await evaluations.detail(created, 'tutor', request.language));
      },
    });

    app.route({
      ...endpointRoute(evaluationEndpoints.list, {
        ...common,
        summary:
          "Evaluations, newest first: a tutor's account's (or one student's), a student's own",
        errors: errorResponses(400, 401, 403, 404),
      }),
      preValidation: app.authenticate,
      handler: async (request) => {
        const viewer = evaluationViewerOf(request);
        const { student_id, ...filter } = request.query;
        if (viewer.as === 'student') {
          if (student_id !== undefined && student_id !== viewer.user.id) throw notFound();
          return evaluations.list({ student_id: viewer.user.id }, filter, request.language);
        }
        if (student_id !== undefined) await studentVisibleTo(users, viewer.user, student_id);
        if (viewer.user.account_id === null) return { items: [], total: 0 };
        return evaluations.list(
          { account_id: viewer.user.account_id },
          { ...filter, student_id },
          request.language,
        );
      },
    });
  };
}
