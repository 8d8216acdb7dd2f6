import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../domain/service-context';
import { ContentCopiesRepository } from './content-copies-repository';
import { contentCopyCancelRoutes } from './content-copy-cancel-routes';
import { contentCopyPlanRoutes } from './content-copy-plan-routes';
import { contentCopyResumeRoutes } from './content-copy-resume-routes';
import type { ContentCopyRouteDeps } from './content-copy-route-deps';
import { contentCopyRoutes } from './content-copy-routes';
import { contentCopyStartRoutes } from './content-copy-start-routes';
import { contentDiscListRoutes } from './content-disc-list-routes';
import { ContentCopyRunner } from './copy-job';
import { DiscPlanner } from './disc-planner';
import { latestContentCopyRoutes } from './latest-content-copy-routes';

/**
 * Settings › Copy content to drive (tutors): the discs found, what one holds, and copies of
 * its grades to this computer that run in the background and can be cancelled and resumed.
 */
export function contentCopiesRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const copies = new ContentCopiesRepository(context.database.db, context.now);
    const runner = new ContentCopyRunner(context, copies);
    const deps: ContentCopyRouteDeps = {
      context,
      copies,
      runner,
      planner: new DiscPlanner(context, copies),
    };

    // A copy still marked running was stopped with the server: it waits to be resumed.
    await copies.markInterrupted();
    app.addHook('onClose', () => runner.idle());

    await app.register(contentDiscListRoutes(deps));
    await app.register(contentCopyPlanRoutes(deps));
    await app.register(contentCopyStartRoutes(deps));
    await app.register(latestContentCopyRoutes(deps));
    await app.register(contentCopyRoutes(deps));
    await app.register(contentCopyCancelRoutes(deps));
    await app.register(contentCopyResumeRoutes(deps));
  };
}
