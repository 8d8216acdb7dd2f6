import type { Activity, ActivityScope } from '@aula/shared';
import { activityEndpoints } from '@aula/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { ActivityUpdate } from './activity-resources';

/** PUT /v1/{resource}/{id} `{seconds, update_key}`: adds the seconds counted since the last one. */
export function updateActivity(
  scope: ActivityScope,
  id: number,
  update: ActivityUpdate,
): Promise<Activity> {
  return callEndpoint(activityEndpoints[scope].update, { params: { id }, body: update });
}
