import type { ServiceContext } from '../../../domain/service-context';
import type { ActivitiesRepository } from './activities-repository';

/** What the activity records' route plugins share, built once by `activityRoutes`. */
export interface ActivityRouteDeps {
  context: ServiceContext;
  activities: ActivitiesRepository;
}
