import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { evaluationEndpoints } from '@aula/shared';
import { signedInUser } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { forbidden } from '../../../platform/errors';
import {
  bearerSecurity,
  errorResponses,
  plainJsonSerializer,
} from '../../../platform/route-schemas';
import { studyRoute } from '../../../domain/licensing/study-lock';
import type { EvaluationService } from './evaluation-service';
import { visibleEvaluation } from './evaluation-visibility';

export interface EvaluationAnswerRoutesDeps {
  evaluations: EvaluationService;
}

/** `/evaluations/:id/answers`: the student answers their evaluation one question at a time. */
export function evaluationAnswerRoutes({
  evaluations,
}: EvaluationAnswerRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(evaluationEndpoints.answer, {
        ...bearerSecurity,
        tags: ['evaluations'],
        summary: 'Answer the current question of your evaluation; the last answer finishes it',
        errors: errorResponses(400, 401, 403, 404, 409, 422),
      }),
      config: studyRoute,
      preValidation: [
        app.authenticate,
        async (request: FastifyRequest) => {
          if (signedInUser(request).role !== 'student') throw forbidden();
        },
      ],
      ...plainJsonSerializer,
      handler: async (request) => {
        const { evaluation } = await visibleEvaluation(evaluations, request, request.params.id);
        await evaluations.answer(
          evaluation,
          request.body.position,
          request.body.answer,
          request.language,
        );
        const answered = (await evaluations.find(evaluation.id))!;
        return evaluations.detail(answered, 'student', request.language);
      },
    });
  };
}
