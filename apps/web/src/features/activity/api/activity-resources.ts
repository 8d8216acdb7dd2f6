import type {
  activityEndpoints,
  ActivityScope,
  activityTimeEndpoints,
  EndpointInput,
} from '@aula/shared';

/** The scopes entered through the catalogue and the games menu, each with the id it is about. */
export type PlaceScope = Exclude<ActivityScope, 'general'>;
export const PLACE_SCOPES: readonly PlaceScope[] = [
  'grade',
  'subject',
  'cluster',
  'lesson',
  'game',
];

/**
 * A few seconds added to one activity; `update_key` makes a retry count once. The service
 * takes an update without one; the web always sends one, so that no retry counts twice.
 */
export type ActivityUpdate = Required<
  EndpointInput<(typeof activityEndpoints)[ActivityScope]['update']>['body']
>;

/** One span of the main service's activity time (POST /api/save_user_activity_time). */
export type ActivityTimeSpan = EndpointInput<typeof activityTimeEndpoints.save>['body'];
