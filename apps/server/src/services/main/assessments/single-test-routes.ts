import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { testEndpoints } from '@aula/shared';
import { signedInUser } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import {
  bearerSecurity,
  errorResponses,
  plainJsonSerializer,
} from '../../../platform/route-schemas';
import { studentVisibleTo } from '../../../domain/users/student-access';
import { studyRoute } from '../../../domain/licensing/study-lock';
import type { TestRouteDeps } from './test-route-deps';

/** `/tests/:id`: one test, for its student and their tutors. */
export function singleTestRoutes({ context, tests }: TestRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(testEndpoints.get, {
        ...bearerSecurity,
        tags: ['tests'],
        summary: 'One test: the question to answer now, or every question with its review',
        errors: errorResponses(400, 401, 404),
      }),
      config: studyRoute,
      preValidation: app.authenticate,
      ...plainJsonSerializer,
      handler: async (request) => {
        const test = await tests.find(request.params.id);
        const viewer = signedInUser(request).row;
        await studentVisibleTo(context.repositories.users, viewer, test.student_id);
        return tests.view(await tests.closeLateQuestion(test), request.language);
      },
    });
  };
}
