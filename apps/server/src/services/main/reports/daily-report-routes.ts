import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import type { ReportRouteDeps } from './report-route-deps';
import { studentOfCaller } from '../../../domain/users/student-access';

/** `/students/:id/reports/daily`: what the student did on one day. */
export function dailyReportRoutes({ context, reports }: ReportRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(reportEndpoints.daily, {
        ...bearerSecurity,
        tags: ['reports'],
        summary: 'What a student did on one day: sessions, lessons, quizzes, tests, games, books',
        errors: errorResponses(400, 401, 403, 404),
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Report')],
      handler: async (request) => {
        const student = await studentOfCaller(context, request, request.params.id);
        return reports.daily(student.id, request.query, request.language);
      },
    });
  };
}
