import { z } from 'zod';
import { SUBJECT_ABBREVIATIONS } from '../constants';
import { letterGradeSchema } from './assessments';
import { progressViewSchema } from './catalogue';
import { idField } from './fields';

/*
 * The per-student reports a tutor opens from the student list (see docs/product-rules.md#reports):
 * progress, activity time over a range of days, one day's activity, and the attendance calendar of
 * a month. Tests come from GET /tests?student_id= and GET /tests/{id}. Days are the viewer's days:
 * every report takes the viewer's IANA `time_zone` (UTC if absent).
 */

export const REPORT_RANGE_MAX_DAYS = 366;
/** A student who failed the same lesson's quiz this many times (without passing it since). */
export const NEEDS_HELP_FAILED_QUIZZES = 3;

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneField = z
  .string()
  .max(64, { error: 'validation.timeZone.invalid' })
  .refine(isTimeZone, { error: 'validation.timeZone.invalid' })
  .default('UTC');

/** A calendar date, YYYY-MM-DD, that exists. */
export const localDateField = z.iso.date({ error: 'validation.date.invalid' });
/** A month, YYYY-MM. */
export const monthField = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'validation.month.invalid' });

/** A lesson whose quiz the student failed NEEDS_HELP_FAILED_QUIZZES times or more, unpassed. */
export const needsHelpLessonSchema = z.object({
  lesson_id: z.number().int(),
  lesson_title: z.string(),
  cluster_id: z.number().int(),
  cluster_title: z.string(),
  subject_name: z.string(),
  failed_quizzes: z.number().int(),
  last_failed_at: z.string(),
});
export type NeedsHelpLesson = z.infer<typeof needsHelpLessonSchema>;

/** GET /students/{id}/reports/progress: the student's own grade, as the student sees it. */
export const progressReportSchema = progressViewSchema.extend({
  student_id: z.number().int(),
  needs_help: z.array(needsHelpLessonSchema),
});
export type ProgressReport = z.infer<typeof progressReportSchema>;

/** GET /students/{id}/reports/activity_time?from=&to=&time_zone= */
export const activityTimeReportQuerySchema = z
  .object({ from: localDateField, to: localDateField, time_zone: timeZoneField })
  .refine((query) => query.from <= query.to, {
    error: 'validation.dateRange.order',
    path: ['to'],
  })
  .refine(
    (query) => (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < REPORT_RANGE_MAX_DAYS,
    { error: 'validation.dateRange.tooLong', path: ['to'] },
  );
export type ActivityTimeReportQuery = z.input<typeof activityTimeReportQuerySchema>;

export const reportSubjectSchema = z.object({
  subject_id: z.number().int(),
  name: z.string(),
  abbreviation: z.enum(SUBJECT_ABBREVIATIONS),
});

export const activityTimeReportSchema = z.object({
  student_id: z.number().int(),
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  /** Active seconds over the range (the sign-in spans: all study, inside a subject or not). */
  total_seconds: z.number().int(),
  /** The subjects studied in the range, most time first. */
  subjects: z.array(reportSubjectSchema.extend({ seconds: z.number().int() })),
  /** Every day of the range, in order, zeros included (a chart needs them). */
  days: z.array(
    z.object({
      date: z.string(),
      seconds: z.number().int(),
      /** Seconds per subject that day (subjects with time only). */
      subjects: z.array(z.object({ subject_id: z.number().int(), seconds: z.number().int() })),
    }),
  ),
});
export type ActivityTimeReport = z.infer<typeof activityTimeReportSchema>;

/** GET /students/{id}/reports/daily?date=&time_zone= */
export const dailyReportQuerySchema = z.object({ date: localDateField, time_zone: timeZoneField });
export type DailyReportQuery = z.input<typeof dailyReportQuerySchema>;

export const DAILY_EVENT_KINDS = ['session', 'lesson', 'quiz', 'test', 'game', 'book'] as const;
export type DailyEventKind = (typeof DAILY_EVENT_KINDS)[number];

export const dailyEventSchema = z.object({
  kind: z.enum(DAILY_EVENT_KINDS),
  started_at: z.string(),
  /** When it ended (the last activity, or the quiz or test finishing); null: not finished. */
  ended_at: z.string().nullable(),
  /** Active seconds (sessions, lessons, games, books); null where not counted. */
  seconds: z.number().int().nullable(),
  title: z.string(),
  subject_name: z.string().nullable(),
  /** Lessons: completed that day (its quiz taken). */
  completed: z.boolean().nullable(),
  /** Quizzes and tests. */
  correct_count: z.number().int().nullable(),
  total: z.number().int().nullable(),
  /** Quizzes: passed (3 or more correct). */
  passed: z.boolean().nullable(),
  /** Tests: percentage and letter grade. */
  percentage: z.number().nullable(),
  letter_grade: letterGradeSchema.nullable(),
  /** The test's id, for its question review. */
  test_id: z.number().int().nullable(),
});
export type DailyEvent = z.infer<typeof dailyEventSchema>;

export const dailyReportSchema = z.object({
  student_id: z.number().int(),
  date: z.string(),
  time_zone: z.string(),
  total_seconds: z.number().int(),
  lessons_opened: z.number().int(),
  lessons_completed: z.number().int(),
  quizzes: z.number().int(),
  tests: z.number().int(),
  /** In the order they happened. */
  events: z.array(dailyEventSchema),
});
export type DailyReport = z.infer<typeof dailyReportSchema>;

/** GET /students/{id}/reports/attendance?month=&time_zone= */
export const attendanceReportQuerySchema = z.object({
  month: monthField,
  time_zone: timeZoneField,
});
export type AttendanceReportQuery = z.input<typeof attendanceReportQuerySchema>;

export const attendanceReportSchema = z.object({
  student_id: z.number().int(),
  month: z.string(),
  time_zone: z.string(),
  days_in_month: z.number().int(),
  /** Days with any active study. */
  days_present: z.number().int(),
  total_seconds: z.number().int(),
  /** Only the days with activity, in order. */
  days: z.array(z.object({ date: z.string(), seconds: z.number().int() })),
});
export type AttendanceReport = z.infer<typeof attendanceReportSchema>;

/** GET /clusters/{id}/hardest_questions?student_id=&limit= */
export const hardestQuestionsQuerySchema = z.object({
  /** One of the tutor's students; absent: every student of the tutor's account. */
  student_id: idField.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const hardestQuestionSchema = z.object({
  item_id: z.string(),
  /** From a lesson's quiz or the cluster's test. */
  source: z.enum(['quiz', 'test']),
  lesson_title: z.string().nullable(),
  /** The question's text in the viewer's language (as last asked). */
  prompt: z.string(),
  asked: z.number().int(),
  missed: z.number().int(),
  /** missed / asked × 100, two decimals unless whole. */
  missed_percent: z.number(),
  students: z.number().int(),
});
export type HardestQuestion = z.infer<typeof hardestQuestionSchema>;

export const hardestQuestionsSchema = z.object({
  cluster_id: z.number().int(),
  cluster_title: z.string(),
  subject_name: z.string(),
  /** Most missed first (then most asked); only questions missed at least once. */
  items: z.array(hardestQuestionSchema),
});
export type HardestQuestions = z.infer<typeof hardestQuestionsSchema>;
