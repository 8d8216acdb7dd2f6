import type { ActivityTime } from '@aula/shared';
import { activityTimeEndpoints } from '@aula/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { ActivityTimeSpan } from './activity-resources';

/** POST /api/save_user_activity_time: the active seconds of one span of the sign-in. */
export function saveActivityTime(span: ActivityTimeSpan): Promise<ActivityTime> {
  return callEndpoint(activityTimeEndpoints.save, { body: span });
}
