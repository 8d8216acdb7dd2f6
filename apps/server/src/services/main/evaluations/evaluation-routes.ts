import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { evaluationEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import {
  bearerSecurity,
  errorResponses,
  plainJsonSerializer,
} from '../../../platform/route-schemas';
import { studyRoute } from '../../../domain/licensing/study-lock';
import type { EvaluationService } from './evaluation-service';
import { visibleEvaluation } from './evaluation-visibility';

const common = { ...bearerSecurity, tags: ['evaluations'] };

export interface EvaluationRoutesDeps {
  evaluations: EvaluationService;
}

/** `/evaluations/:id`: one evaluation as its viewer sees it, and its removal by a tutor. */
export function evaluationRoutes({ evaluations }: EvaluationRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(evaluationEndpoints.get, {
        ...common,
        summary:
          'One evaluation: the question to answer now (student), progress, or the full results with previous ones',
        errors: errorResponses(400, 401, 403, 404),
      }),
      config: studyRoute,
      preValidation: app.authenticate,
      ...plainJsonSerializer,
      handler: async (request) => {
        const { viewer, evaluation } = await visibleEvaluation(
          evaluations,
          request,
          request.params.id,
        );
        return evaluations.detail(evaluation, viewer.as, request.language);
      },
    });

    app.route({
      ...endpointRoute(evaluationEndpoints.delete, {
        ...common,
        summary: 'Remove an evaluation (one set up by mistake, say) with all its answers',
        errors: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      }),
      preValidation: [app.authenticate, requireAbility('manage', 'Evaluation')],
      handler: async (request, reply) => {
        const { evaluation } = await visibleEvaluation(evaluations, request, request.params.id);
        await evaluations.delete(evaluation.id);
        return reply.code(204).send(null);
      },
    });
  };
}
