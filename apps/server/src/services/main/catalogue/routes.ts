import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../domain/service-context';
import { clusterListRoutes } from './cluster-list-routes';
import { clusterRoutes } from './cluster-routes';
import { contentTreeRoutes } from './content-tree-routes';
import { gradeListRoutes } from './grade-list-routes';
import { lessonListRoutes } from './lesson-list-routes';
import { lessonRoutes } from './lesson-routes';
import { levelListRoutes } from './level-list-routes';
import { progressViewRoutes } from './progress-view-routes';
import { readFromRoutes } from './read-from-routes';
import { subjectListRoutes } from './subject-list-routes';
import { subjectRoutes } from './subject-routes';

/**
 * The catalogue calls of docs/product-rules.md#main-service: levels → grades → subjects → clusters
 * → lessons.
 */
export function catalogueRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(levelListRoutes(context));
    await app.register(gradeListRoutes(context));
    await app.register(subjectListRoutes(context));
    await app.register(subjectRoutes(context));
    await app.register(clusterListRoutes(context));
    await app.register(clusterRoutes(context));
    await app.register(lessonListRoutes(context));
    await app.register(lessonRoutes(context));
    await app.register(progressViewRoutes(context));
    await app.register(contentTreeRoutes(context));
    await app.register(readFromRoutes(context));
  };
}
