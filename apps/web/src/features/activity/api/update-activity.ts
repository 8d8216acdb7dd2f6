import type { Activity, ActivityScope } from '@aula/shared';
import { activityClient } from '../../../lib/api-client';
import type { ActivityUpdate } from './activity-resources';
import { ACTIVITY_RESOURCES } from './activity-resources';

/** PUT /v1/{resource}/{id} `{seconds, update_key}`: adds the seconds counted since the last one. */
export function updateActivity(
  scope: ActivityScope,
  id: number,
  update: ActivityUpdate,
): Promise<Activity> {
  return activityClient.put<Activity>(`${ACTIVITY_RESOURCES[scope]}/${id}`, update);
}
