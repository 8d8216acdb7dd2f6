import type { ActivityTime, EndpointInput } from '@aula/shared';
import { activityTimeEndpoints, pathInService } from '@aula/shared';
import { callEndpoint } from '../../../lib/call-endpoint';

/** One span of the main service's activity time. */
export type ActivityTimeSpan = EndpointInput<typeof activityTimeEndpoints.save>['body'];

/** Where sendBeacon posts a span when the page goes away. */
export const ACTIVITY_TIME_PATH = pathInService(activityTimeEndpoints.save);

/** POST /api/save_user_activity_time: the active seconds of one span of the sign-in. */
export function saveActivityTime(span: ActivityTimeSpan): Promise<ActivityTime> {
  return callEndpoint(activityTimeEndpoints.save, { body: span });
}
