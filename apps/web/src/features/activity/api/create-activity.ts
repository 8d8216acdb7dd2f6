import type { Activity } from '@aula/shared';
import { activityClient } from '../../../lib/api-client';
import type { PlaceScope } from './activity-resources';
import { ACTIVITY_RESOURCES } from './activity-resources';

/** POST /v1/activities: the general activity of this sign-in. */
export function createGeneralActivity(): Promise<Activity> {
  return activityClient.post<Activity>(ACTIVITY_RESOURCES.general, {});
}

/**
 * POST /v1/{grade,subject,cluster,lesson}-activities `{<scope>_id, parent_id}`: the activity of
 * one place entered, inside the general activity when its id is known.
 */
export function createPlaceActivity(
  scope: PlaceScope,
  placeId: number,
  parentId: number | null,
): Promise<Activity> {
  const body: Record<string, number> = { [`${scope}_id`]: placeId };
  if (parentId !== null) body.parent_id = parentId;
  return activityClient.post<Activity>(ACTIVITY_RESOURCES[scope], body);
}
