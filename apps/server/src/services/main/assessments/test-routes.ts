import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lessonsLeftBeforeTest, LOCK, testEndpoints } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { AppError, notFound } from '../../../platform/errors';
import {
  bearerSecurity,
  errorResponses,
  plainJsonSerializer,
} from '../../../platform/route-schemas';
import { studentVisibleTo } from '../../../domain/users/student-access';
import { refuseTurnedOff } from '../../../domain/catalogue/turned-off';
import { TestRepository } from './test-repository';
import { TestSettingsRepository } from './test-settings-repository';
import { studyRoute } from '../../../domain/licensing/study-lock';

const clusterLocked = () => new AppError(403, 'cluster_locked', 'errors.clusterLocked');
const testsDisabled = () => new AppError(403, 'tests_disabled', 'errors.testsDisabled');
/** A test checks a topic studied: it opens once every lesson of the cluster is completed. */
const testNotOpen = () => new AppError(409, 'test_not_open', 'errors.testNotOpen');

/** The test after a cluster, and the list of a student's tests (GET /tests). */
export function testRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const db = context.database.db;
    const catalogue = context.repositories.catalogue;
    const tests = new TestRepository(db, context.catalogue, context.now, context.questionPictures);
    const settings = new TestSettingsRepository(db, context.now);
    const users = context.repositories.users;
    const students = [app.authenticate, requireAbility('take', 'Test')];
    const common = { ...bearerSecurity, tags: ['tests'] };

    app.route({
      ...endpointRoute(testEndpoints.start, {
        ...common,
        summary: "Start a cluster's test: 10 questions, timed as the tutor set",
        errors: errorResponses(400, 401, 403, 404, 409, 422),
      }),
      config: studyRoute,
      preValidation: students,
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

    app.route({
      ...endpointRoute(testEndpoints.get, {
        ...common,
        summary: 'One test: the question to answer now, or every question with its review',
        errors: errorResponses(400, 401, 404),
      }),
      config: studyRoute,
      preValidation: app.authenticate,
      ...plainJsonSerializer,
      handler: async (request) => {
        const test = await tests.find(request.params.id);
        await studentVisibleTo(users, signedInUser(request).row, test.student_id);
        return tests.view(await tests.closeLateQuestion(test), request.language);
      },
    });

    app.route({
      ...endpointRoute(testEndpoints.answer, {
        ...common,
        summary: 'Answer the current question (null: its time ran out)',
        errors: errorResponses(400, 401, 403, 404, 409, 422),
      }),
      config: studyRoute,
      preValidation: students,
      ...plainJsonSerializer,
      handler: async (request) => {
        const test = await tests.find(request.params.id);
        if (test.student_id !== signedInUser(request).row.id) throw notFound();
        // A test under way stops the moment its topic is turned off.
        refuseTurnedOff({
          enabled: await catalogue.clusterEnabledFor(test.student_id, test.cluster_id),
        });
        await tests.answer(test, request.body.position, request.body.answer, request.language);
        return tests.view(await tests.find(test.id), request.language);
      },
    });
  };
}
