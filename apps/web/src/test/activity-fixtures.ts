import type { Activity, ActivityScope, ActivityTime } from '@aula/shared';
import type { MockReply, RecordedRequest } from './fetch-mock';

export function activity(overrides: Partial<Activity> = {}): Activity {
  return {
    id: 1,
    student_id: 11,
    scope: 'general',
    parent_id: null,
    grade_id: null,
    subject_id: null,
    cluster_id: null,
    lesson_id: null,
    title: 'Sign-in',
    started_at: '2025-09-01T08:00:00.000Z',
    last_active_at: '2025-09-01T08:00:00.000Z',
    active_seconds: 0,
    ...overrides,
  };
}

/** The main service's answer to a saved span of activity time. */
export function activityTime(overrides: Partial<ActivityTime> = {}): ActivityTime {
  return {
    id: 1,
    start_time: '2025-09-01T08:00:00.000Z',
    end_time: '2025-09-01T08:00:05.000Z',
    activity_timer: 5,
    student_id: 11,
    tutor_id: null,
    tutor_name: null,
    ...overrides,
  };
}

const SCOPE_OF_RESOURCE: Record<string, ActivityScope> = {
  activities: 'general',
  'grade-activities': 'grade',
  'subject-activities': 'subject',
  'cluster-activities': 'cluster',
  'lesson-activities': 'lesson',
};

type Handler = (request: RecordedRequest) => MockReply;

/**
 * The activity service's create, update and beacon answers for mockFetch: every create gives
 * the next id (1, 2, …), in the order the requests arrive; `update` answers the PUTs.
 */
export function activityServiceHandlers(
  update: Handler = () => ({ body: activity() }),
): Record<string, Handler> {
  let nextId = 1;
  const handlers: Record<string, Handler> = {
    'POST /v1/activity-beacons': () => ({ status: 204 }),
    'POST /api/save_user_activity_time': ({ body }) => ({
      status: 201,
      body: activityTime(body as Partial<ActivityTime>),
    }),
  };
  for (const [resource, scope] of Object.entries(SCOPE_OF_RESOURCE)) {
    handlers[`POST /v1/${resource}`] = ({ body }) => ({
      status: 201,
      body: activity({ ...(body as Partial<Activity>), id: nextId++, scope }),
    });
    for (let id = 1; id <= 20; id++) handlers[`PUT /v1/${resource}/${id}`] = update;
  }
  return handlers;
}

/** The requests to one resource of the activity service, e.g. `POST lesson-activities`. */
export function activityRequests(requests: RecordedRequest[], method: string, resource: string) {
  return requests.filter(
    (request) =>
      request.method === method &&
      request.url.pathname.replace(/\/\d+$/, '').endsWith(`/v1/${resource}`),
  );
}
