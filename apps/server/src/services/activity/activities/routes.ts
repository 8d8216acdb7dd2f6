import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../domain/service-context';
import { ActivitiesRepository } from './activities-repository';
import { activityBeaconRoutes } from './activity-beacon-routes';
import { activityListRoutes } from './activity-list-routes';
import { activityRecordRoutes } from './activity-record-routes';
import { ACTIVITY_RESOURCES } from './activity-resources';
import type { ActivityRouteDeps } from './activity-route-deps';

/**
 * Activity records under /v1/: a student creates and updates their own; they and their
 * tutors read them; anyone else's record is "not found".
 */
export function activityRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const deps: ActivityRouteDeps = {
      context,
      activities: new ActivitiesRepository(context.database.db, context.now),
    };
    for (const resource of ACTIVITY_RESOURCES) {
      await app.register(activityListRoutes(deps, resource));
      await app.register(activityRecordRoutes(deps, resource));
    }
    await app.register(activityBeaconRoutes(deps));
  };
}
