import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { testEndpoints } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { notFound } from '../../../platform/errors';
import {
  bearerSecurity,
  errorResponses,
  plainJsonSerializer,
} from '../../../platform/route-schemas';
import { refuseTurnedOff } from '../../../domain/catalogue/turned-off';
import { studyRoute } from '../../../domain/licensing/study-lock';
import type { TestRouteDeps } from './test-route-deps';

/** `/tests/:id/answers`: the student's answer to the current question. */
export function testAnswerRoutes({ context, tests }: TestRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(testEndpoints.answer, {
        ...bearerSecurity,
        tags: ['tests'],
        summary: 'Answer the current question (null: its time ran out)',
        errors: errorResponses(400, 401, 403, 404, 409, 422),
      }),
      config: studyRoute,
      preValidation: [app.authenticate, requireAbility('take', 'Test')],
      ...plainJsonSerializer,
      handler: async (request) => {
        const test = await tests.find(request.params.id);
        if (test.student_id !== signedInUser(request).row.id) throw notFound();
        // A test under way stops the moment its topic is turned off.
        refuseTurnedOff({
          enabled: await context.repositories.catalogue.clusterEnabledFor(
            test.student_id,
            test.cluster_id,
          ),
        });
        await tests.answer(test, request.body.position, request.body.answer, request.language);
        return tests.view(await tests.find(test.id), request.language);
      },
    });
  };
}
