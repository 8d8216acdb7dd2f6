import type { ActivityTime } from '@aula/shared';
import { mainClient } from '../../../lib/api-client';
import type { ActivityTimeSpan } from './activity-resources';

export const ACTIVITY_TIME_PATH = '/api/save_user_activity_time';

/** POST /api/save_user_activity_time: the active seconds of one span of the sign-in. */
export function saveActivityTime(span: ActivityTimeSpan): Promise<ActivityTime> {
  return mainClient.post<ActivityTime>(ACTIVITY_TIME_PATH, span);
}
