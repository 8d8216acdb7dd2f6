import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import type { ReportRouteDeps } from './report-route-deps';
import { studentOfCaller } from '../../../domain/users/student-access';

/** `/students/:id/reports/activity_time`: active study per day and per subject. */
export function activityTimeReportRoutes({
  context,
  reports,
}: ReportRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(reportEndpoints.activityTime, {
        ...bearerSecurity,
        tags: ['reports'],
        summary: "A student's active study per day and per subject over a range of days",
        errors: errorResponses(400, 401, 403, 404),
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Report')],
      handler: async (request) => {
        const student = await studentOfCaller(context, request, request.params.id);
        return reports.activityTime(student.id, request.query, request.language);
      },
    });
  };
}
