import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { studentEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import type { AccountSummariesDeps } from './account-summaries';
import { accountSummaries } from './account-summaries';
import { studentsToCsv } from './student-csv';

const common = { ...bearerSecurity, tags: ['students'] };

/** `/students`: the tutor's students with the figures of the list, and the same list as CSV. */
export function studentListRoutes(deps: AccountSummariesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tutorsRead = [app.authenticate, requireAbility('read', 'Student')];

    app.route({
      ...endpointRoute(studentEndpoints.list, {
        ...common,
        summary:
          "The students of the tutor's account: grade, progress, last test and today's activity",
        errors: errorResponses(400, 401, 403),
      }),
      preValidation: tutorsRead,
      handler: async (request) => {
        const { page, page_size } = request.query;
        const { items, total } = await accountSummaries(deps, request, request.query, {
          page,
          page_size,
        });
        return { items, total, page, page_size };
      },
    });

    // A CSV answer: its 200 is documented here, with the file's type.
    const exportRoute = endpointRoute(studentEndpoints.export, {
      ...common,
      summary: 'The student list as a CSV file (same filter and order as the list)',
      errors: { 200: z.string(), ...errorResponses(400, 401, 403) },
    });
    app.route({
      ...exportRoute,
      schema: { ...exportRoute.schema, produces: ['text/csv'] },
      preValidation: tutorsRead,
      handler: async (request, reply) => {
        const csv = studentsToCsv((await accountSummaries(deps, request, request.query)).items);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="students.csv"')
          .send(csv);
      },
    });
  };
}
