import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { worksheetEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { studyRoute } from '../../../domain/licensing/study-lock';
import { pdfResponse, producesPdf, sendWorksheet } from './send-worksheet';
import type { WorksheetRouteDeps } from './worksheet-route-deps';

/** `/worksheets/:grade_id/:subject_id`: a printable worksheet of the subject. */
export function worksheetRoutes(deps: WorksheetRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...producesPdf(
        endpointRoute(worksheetEndpoints.worksheet, {
          ...bearerSecurity,
          tags: ['worksheets'],
          summary:
            'A printable worksheet (PDF): `count` questions of the subject drawn by `seed`, ' +
            'with the name line and numbered questions',
          errors: { 200: pdfResponse, ...errorResponses(400, 401, 403, 404, 422) },
        }),
      ),
      config: studyRoute,
      preValidation: [app.authenticate, requireAbility('read', 'Worksheet')],
      handler: (request, reply) =>
        sendWorksheet(deps, request, reply, request.params, request.query, 'worksheet'),
    });
  };
}
