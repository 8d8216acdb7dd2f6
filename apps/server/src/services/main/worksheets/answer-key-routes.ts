import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { worksheetEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { pdfResponse, producesPdf, sendWorksheet } from './send-worksheet';
import type { WorksheetRouteDeps } from './worksheet-route-deps';

/** `/worksheets/:grade_id/:subject_id/answer-key`: the answer key of a worksheet, for tutors. */
export function answerKeyRoutes(deps: WorksheetRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...producesPdf(
        endpointRoute(worksheetEndpoints.answerKey, {
          ...bearerSecurity,
          tags: ['worksheets'],
          summary:
            'The answer key (PDF) of the worksheet with the same seed and count: tutors only',
          errors: { 200: pdfResponse, ...errorResponses(400, 401, 403, 404, 422) },
        }),
      ),
      preValidation: [app.authenticate, requireAbility('manage', 'Worksheet')],
      handler: (request, reply) =>
        sendWorksheet(deps, request, reply, request.params, request.query, 'answer-key'),
    });
  };
}
