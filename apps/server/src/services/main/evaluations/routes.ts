import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../domain/service-context';
import { evaluationAnswerRoutes } from './evaluation-answer-routes';
import { evaluationListRoutes } from './evaluation-list-routes';
import { evaluationRoutes } from './evaluation-routes';
import { EvaluationService } from './evaluation-service';

/** Evaluations: set up by a tutor, taken by the student, results per subject. */
export function evaluationsRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const evaluations = new EvaluationService(
      context.database.db,
      context.catalogue,
      context.now,
      context.questionPictures,
    );
    await app.register(evaluationListRoutes({ context, evaluations }));
    await app.register(evaluationRoutes({ evaluations }));
    await app.register(evaluationAnswerRoutes({ evaluations }));
  };
}
