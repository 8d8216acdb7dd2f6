import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportEndpoints } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { notFound } from '../../../platform/errors';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import type { ReportRouteDeps } from './report-route-deps';
import { studentOfCaller } from '../../../domain/users/student-access';
import type { StudentScope } from './reports-repository';

/** `/clusters/:id/hardest_questions`: the questions one student, or all of a tutor's, miss most. */
export function hardestQuestionsRoutes({
  context,
  reports,
}: ReportRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(reportEndpoints.hardestQuestions, {
        ...bearerSecurity,
        tags: ['reports'],
        summary:
          "The cluster's quiz and test questions most often missed by one student or by all of the tutor's",
        errors: errorResponses(400, 401, 403, 404),
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Report')],
      handler: async (request) => {
        const viewer = signedInUser(request).row;
        const { student_id, limit } = request.query;
        let scope: StudentScope;
        if (student_id !== undefined) {
          scope = { studentId: (await studentOfCaller(context, request, student_id)).id };
        } else {
          if (viewer.account_id === null) throw notFound();
          scope = { accountId: viewer.account_id };
        }
        const result = await reports.hardestQuestions(
          request.params.id,
          scope,
          limit,
          request.language,
        );
        if (!result) throw notFound();
        return result;
      },
    });
  };
}
