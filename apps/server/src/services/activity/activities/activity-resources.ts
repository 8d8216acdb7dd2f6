import type { ActivityResourceEndpoints, ActivityScope } from '@aula/shared';
import { activityEndpoints } from '@aula/shared';

/** One resource of activity records: its collection and its records, for one scope. */
export interface ActivityResource {
  /** Its endpoints (method, path and schemas) in the shared map. */
  endpoints: ActivityResourceEndpoints;
  /** The scope it creates. */
  scope: ActivityScope;
  /** `activities` lists and reads every scope; the others only their own. */
  onlyOwnScope: boolean;
  targetId: (body: Record<string, unknown>) => number | undefined;
}

/** The target's id in a create body (the body's schema has made it a number). */
const idOf = (key: string) => (body: Record<string, unknown>) => {
  const id = body[key];
  return typeof id === 'number' ? id : undefined;
};

/** The five resources of docs/product-rules.md#activity-service, and the practice games'. */
export const ACTIVITY_RESOURCES: ActivityResource[] = [
  {
    endpoints: activityEndpoints.general,
    scope: 'general',
    onlyOwnScope: false,
    targetId: () => undefined,
  },
  {
    endpoints: activityEndpoints.grade,
    scope: 'grade',
    onlyOwnScope: true,
    targetId: idOf('grade_id'),
  },
  {
    endpoints: activityEndpoints.subject,
    scope: 'subject',
    onlyOwnScope: true,
    targetId: idOf('subject_id'),
  },
  {
    endpoints: activityEndpoints.cluster,
    scope: 'cluster',
    onlyOwnScope: true,
    targetId: idOf('cluster_id'),
  },
  {
    endpoints: activityEndpoints.lesson,
    scope: 'lesson',
    onlyOwnScope: true,
    targetId: idOf('lesson_id'),
  },
  {
    endpoints: activityEndpoints.game,
    scope: 'game',
    onlyOwnScope: true,
    targetId: idOf('game_id'),
  },
];
