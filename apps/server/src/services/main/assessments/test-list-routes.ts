import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lessonsLeftBeforeTest, LOCK, testEndpoints } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { AppError, notFound } from '../../../platform/errors';
import {
  bearerSecurity,
  errorResponses,
  plainJsonSerializer,
} from '../../../platform/route-schemas';
import { studentVisibleTo } from '../../../domain/users/student-access';
import { refuseTurnedOff } from '../../../domain/catalogue/turned-off';
import { studyRoute } from '../../../domain/licensing/study-lock';
import type { TestRouteDeps } from './test-route-deps';

const clusterLocked = () => new AppError(403, 'cluster_locked', 'errors.clusterLocked');
const testsDisabled = () => new AppError(403, 'tests_disabled', 'errors.testsDisabled');
/** A test checks a topic studied: it opens once every lesson of the cluster is completed. */
const testNotOpen = () => new AppError(409, 'test_not_open', 'errors.testNotOpen');

/** `/tests`: a cluster's test started, and a student's tests listed. */
export function testListRoutes({ context, tests, settings }: TestRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { catalogue, users } = context.repositories;
    const common = { ...bearerSecurity, tags: ['tests'] };

    app.route({
      ...endpointRoute(testEndpoints.start, {
        ...common,
        summary: "Start a cluster's test: 10 questions, timed as the tutor set",
        errors: errorResponses(400, 401, 403, 404, 409, 422),
      }),
      config: studyRoute,
      preValidation: [app.authenticate, requireAbility('take', 'Test')],
      ...plainJsonSerializer,
      handler: async (request, reply) => {
        const studentId = signedInUser(request).row.id;
        const cluster = await catalogue.cluster(request.body.cluster_id, {
          studentId,
          lang: request.language,
        });
        if (!cluster) throw notFound();
        refuseTurnedOff(cluster);
        if (cluster.is_locked === LOCK.locked) throw clusterLocked();
        if (lessonsLeftBeforeTest(cluster) > 0) throw testNotOpen();
        const own = await settings.get(studentId);
        if (!own.tests_enabled) throw testsDisabled();
        const id = await tests.start(studentId, cluster, own);
        return reply.code(201).send(await tests.view(await tests.find(id), request.language));
      },
    });

    app.route({
      ...endpointRoute(testEndpoints.list, {
        ...common,
        summary: "A student's tests, newest first (a tutor names the student)",
        errors: errorResponses(400, 401, 404),
      }),
      preValidation: app.authenticate,
      handler: async (request) => {
        const { student_id, ...filter } = request.query;
        const student = await studentVisibleTo(users, signedInUser(request).row, student_id);
        return tests.list(student.id, filter, request.language);
      },
    });
  };
}
