import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import type { ReportRouteDeps } from './report-route-deps';
import { studentOfCaller } from '../../../domain/users/student-access';

/** `/students/:id/reports/attendance`: a month's calendar of the days with study. */
export function attendanceReportRoutes({
  context,
  reports,
}: ReportRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(reportEndpoints.attendance, {
        ...bearerSecurity,
        tags: ['reports'],
        summary: "A month's attendance calendar: the days with study and their time",
        errors: errorResponses(400, 401, 403, 404),
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Report')],
      handler: async (request) => {
        const student = await studentOfCaller(context, request, request.params.id);
        return reports.attendance(student.id, request.query);
      },
    });
  };
}
