import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../domain/service-context';
import { singleTestRoutes } from './single-test-routes';
import { testAnswerRoutes } from './test-answer-routes';
import { testListRoutes } from './test-list-routes';
import { TestRepository } from './test-repository';
import type { TestRouteDeps } from './test-route-deps';
import { TestSettingsRepository } from './test-settings-repository';

/** The test after a cluster, and the list of a student's tests (GET /tests). */
export function testRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const db = context.database.db;
    const deps: TestRouteDeps = {
      context,
      tests: new TestRepository(db, context.catalogue, context.now, context.questionPictures),
      settings: new TestSettingsRepository(db, context.now),
    };
    await app.register(testListRoutes(deps));
    await app.register(singleTestRoutes(deps));
    await app.register(testAnswerRoutes(deps));
  };
}
