import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { notFound } from '../../../platform/errors';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import type { ReportRouteDeps } from './report-route-deps';
import { studentOfCaller } from '../../../domain/users/student-access';

/** `/students/:id/reports/progress`: the student's grade, as the student sees it. */
export function progressReportRoutes({
  context,
  needsHelp,
}: ReportRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const catalogue = context.repositories.catalogue;
    app.route({
      ...endpointRoute(reportEndpoints.progress, {
        ...bearerSecurity,
        tags: ['reports'],
        summary: "A student's progress through their grade, as the student sees it",
        errors: errorResponses(400, 401, 403, 404),
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Report')],
      handler: async (request) => {
        const student = await studentOfCaller(context, request, request.params.id);
        const lang = request.language;
        const grade =
          student.grade_id === null
            ? undefined
            : (await catalogue.allGrades(lang)).find((item) => item.grade_id === student.grade_id);
        if (!grade) throw notFound();
        const [progress, flagged] = await Promise.all([
          catalogue.gradeProgress(grade.grade_id, { studentId: student.id, lang }),
          needsHelp.ofStudents([student.id], lang),
        ]);
        return {
          student_id: student.id,
          grade,
          ...progress,
          needs_help: flagged.get(student.id) ?? [],
        };
      },
    });
  };
}
