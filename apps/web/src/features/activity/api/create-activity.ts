import type { Activity, ActivityResourceEndpoints } from '@aula/shared';
import { activityEndpoints } from '@aula/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { PlaceScope } from './activity-resources';

/** POST /v1/activities: the general activity of this sign-in. */
export function createGeneralActivity(): Promise<Activity> {
  return callEndpoint(activityEndpoints.general.create, { body: {} });
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
  // The body's key depends on the scope: the endpoint is called as any resource's.
  const create: ActivityResourceEndpoints['create'] = activityEndpoints[scope].create;
  return callEndpoint(create, { body });
}
