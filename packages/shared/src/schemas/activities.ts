import { z } from 'zod';
import {
  ACTIVITY_CLOCK_SKEW_MS,
  ACTIVITY_MAX_AGE_MS,
  ACTIVITY_MAX_SECONDS_PER_UPDATE,
  ACTIVITY_SCOPES,
  ACTIVITY_TICK_MS,
} from '../constants';
import { MAX_ID, idField } from './fields';

/**
 * Activity records of the activity service (:3001 /v1/, docs/product-rules.md#activity-service):
 * one per sign-in (general) and one per grade, subject, cluster and lesson entered, each adding up
 * the seconds the student was active in it. `/v1/activities` lists every scope (filter `scope`);
 * the other four resources are one scope each.
 */

export const activityScopeSchema = z.enum(ACTIVITY_SCOPES);

export const activitySchema = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  scope: activityScopeSchema,
  /** The general activity (sign-in) this one happened in, when known. */
  parent_id: z.number().int().nullable(),
  grade_id: z.number().int().nullable(),
  subject_id: z.number().int().nullable(),
  cluster_id: z.number().int().nullable(),
  lesson_id: z.number().int().nullable(),
  /** What was studied, in the language of the request. */
  title: z.string(),
  started_at: z.string(),
  /** The last time seconds were added. */
  last_active_at: z.string(),
  active_seconds: z.number().int(),
});
export type Activity = z.infer<typeof activitySchema>;

export const activityListSchema = z.object({
  items: z.array(activitySchema),
  total: z.number().int(),
});
export type ActivityList = z.infer<typeof activityListSchema>;

const parent = { parent_id: idField.optional() };
/** The general activity is created at sign-in; `data` is free for the client (kept out). */
export const createGeneralActivitySchema = z.object({ data: z.unknown().optional() }).default({});
export const createGradeActivitySchema = z.object({ grade_id: idField, ...parent });
export const createSubjectActivitySchema = z.object({ subject_id: idField, ...parent });
export const createClusterActivitySchema = z.object({ cluster_id: idField, ...parent });
export const createLessonActivitySchema = z.object({ lesson_id: idField, ...parent });

/**
 * Adds the seconds counted since the last update. `update_key` (unique per update) makes a
 * retried update count once.
 */
export const updateActivitySchema = z.object({
  seconds: z
    .number({ error: 'validation.activitySeconds.invalid' })
    .int({ error: 'validation.activitySeconds.invalid' })
    .min(0, { error: 'validation.activitySeconds.invalid' })
    .max(ACTIVITY_MAX_SECONDS_PER_UPDATE, { error: 'validation.activitySeconds.invalid' }),
  update_key: z.string().min(8).max(64).optional(),
});

/** What a closing tab sends with navigator.sendBeacon (text/plain JSON, token in the body). */
export const activityBeaconSchema = z.object({
  token: z.string().optional(),
  updates: z
    .array(
      updateActivitySchema.extend({
        scope: activityScopeSchema,
        id: z.number().int().positive().max(MAX_ID),
      }),
    )
    .min(1)
    .max(10),
});

const isoDate = z.iso.date({ error: 'validation.date.invalid' });
export const activityListQuerySchema = z.object({
  /** A tutor names one of their students; a student sees their own. */
  student_id: idField.optional(),
  /** Words of the title, in either language. */
  term: z.string().trim().max(100).optional(),
  scope: activityScopeSchema.optional(),
  grade_id: idField.optional(),
  subject_id: idField.optional(),
  cluster_id: idField.optional(),
  lesson_id: idField.optional(),
  /** Started on or after this day (YYYY-MM-DD, UTC). */
  from: isoDate.optional(),
  /** Started on or before this day. */
  to: isoDate.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ActivityListQuery = z.infer<typeof activityListQuerySchema>;

/** POST /api/save_user_activity_time (main service). */
export const saveActivityTimeRequestSchema = z.object({
  start_time: z.iso.datetime({ offset: true, error: 'validation.activityTime.invalid' }),
  end_time: z.iso.datetime({ offset: true, error: 'validation.activityTime.invalid' }),
  activity_timer: z
    .number({ error: 'validation.activityTime.invalid' })
    .int({ error: 'validation.activityTime.invalid' })
    .min(0, { error: 'validation.activityTime.invalid' })
    .max(ACTIVITY_MAX_SECONDS_PER_UPDATE, { error: 'validation.activityTime.invalid' }),
  student_id: idField,
  tutor_id: idField.nullable().optional(),
  token: z.string().optional(),
});

/** The rules a span keeps, each named after its message key (validation.activityTime.*). */
export type ActivitySpanRule = 'order' | 'future' | 'tooOld' | 'beforeAccount' | 'tooManySeconds';

/** The request field each rule is shown on. */
export const ACTIVITY_SPAN_RULE_FIELDS = {
  order: 'end_time',
  future: 'end_time',
  tooOld: 'start_time',
  beforeAccount: 'start_time',
  tooManySeconds: 'activity_timer',
} as const satisfies Record<ActivitySpanRule, string>;

/**
 * The first rule a span of activity time breaks, or null when it is time the student can have
 * spent: it ends after it starts and not in the future, starts within the last 36 hours and not
 * before the account existed, and counts no more seconds than it lasted. Times in ms.
 */
export function brokenActivitySpanRule(
  span: { start: number; end: number; activitySeconds: number },
  at: { now: number; accountCreatedAt: number },
): ActivitySpanRule | null {
  if (span.end < span.start) return 'order';
  if (span.end > at.now + ACTIVITY_CLOCK_SKEW_MS) return 'future';
  if (span.start < at.now - ACTIVITY_MAX_AGE_MS) return 'tooOld';
  if (span.start < at.accountCreatedAt - ACTIVITY_CLOCK_SKEW_MS) return 'beforeAccount';
  // A tick is counted when it ends, so a span may hold one second more than it measures.
  if (span.activitySeconds * 1000 > span.end - span.start + ACTIVITY_TICK_MS)
    return 'tooManySeconds';
  return null;
}

export const activityTimeSchema = z.object({
  id: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  /** Active seconds in the span, after leaving out any part already recorded. */
  activity_timer: z.number().int(),
  student_id: z.number().int(),
  tutor_id: z.number().int().nullable(),
  tutor_name: z.string().nullable(),
});
export type ActivityTime = z.infer<typeof activityTimeSchema>;
