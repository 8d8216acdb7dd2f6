import type { ActivityScope } from '@aula/shared';

/** The activity service's resource of each scope (docs/product-rules.md#activity-service). */
export const ACTIVITY_RESOURCES: Record<ActivityScope, string> = {
  general: 'activities',
  grade: 'grade-activities',
  subject: 'subject-activities',
  cluster: 'cluster-activities',
  lesson: 'lesson-activities',
  game: 'game-activities',
};

/** The scopes entered through the catalogue and the games menu, each with the id it is about. */
export type PlaceScope = Exclude<ActivityScope, 'general'>;
export const PLACE_SCOPES: readonly PlaceScope[] = [
  'grade',
  'subject',
  'cluster',
  'lesson',
  'game',
];

/** A few seconds added to one activity; `update_key` makes a retry count once. */
export interface ActivityUpdate {
  seconds: number;
  update_key: string;
}

/** One span of the main service's activity time, declared with its endpoint. */
export type { ActivityTimeSpan } from './save-activity-time';
