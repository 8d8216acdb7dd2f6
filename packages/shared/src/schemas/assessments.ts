import { z } from 'zod';
import { TEST_PASS_PERCENTS, TEST_TIME_OPTIONS_SECONDS } from '../constants';
import { LETTER_GRADES } from '../domain/grading';
import { answerSchema } from '../questions/answer-schema';
import { publicItemSchema } from '../questions/public-item';
import { reviewedItemSchema } from '../questions/reviewed-item';
import { idField } from './fields';

/**
 * Quizzes (after a lesson) and tests (after a cluster) as the main service serves them. The
 * browser only ever gets public items before answering; the server scores and then returns
 * the reviewed item (correct answer, rationales, explanation).
 */

/** pending: not answered yet; timeout: a timed test question whose time ran out (incorrect). */
export const QUESTION_STATUSES = ['pending', 'correct', 'wrong', 'timeout'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export const attemptQuestionSchema = z.object({
  /** 1-based place in the quiz or test. */
  position: z.number().int(),
  item: publicItemSchema,
  status: z.enum(QUESTION_STATUSES),
  /** The answer given, once answered (null when pending or timed out). */
  answer: answerSchema.nullable(),
  /** The correct answer and explanation, once answered. */
  review: reviewedItemSchema.nullable(),
});
export type AttemptQuestion = z.infer<typeof attemptQuestionSchema>;

const placeFields = {
  grade_id: z.number().int(),
  level_id: z.number().int(),
  subject_id: z.number().int(),
  cluster_id: z.number().int(),
};

export const nextLessonSchema = z.object({
  id: z.number().int(),
  cluster_id: z.number().int(),
  title: z.string(),
});

export const quizSchema = z.object({
  id: z.number().int(),
  ...placeFields,
  lesson_id: z.number().int(),
  lesson_title: z.string(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  total: z.number().int(),
  answered_count: z.number().int(),
  correct_count: z.number().int(),
  /** Once finished: correct answers + 1, from 1 to 5. */
  score: z.number().int().nullable(),
  /** Once finished: 3 or more correct. */
  passed: z.boolean().nullable(),
  /** The lesson this pass opened (null on a fail, or after the last lesson of a cluster). */
  next_lesson: nextLessonSchema.nullable(),
  questions: z.array(attemptQuestionSchema),
});
export type Quiz = z.infer<typeof quizSchema>;

export const startQuizRequestSchema = z.object({ lesson_id: idField });
export const quizAnswerRequestSchema = z.object({
  position: z.number().int().min(1).max(100),
  answer: answerSchema,
});

export const testTimeSchema = z
  .number({ error: 'validation.testTime.invalid' })
  .int({ error: 'validation.testTime.invalid' })
  .refine((value) => (TEST_TIME_OPTIONS_SECONDS as readonly number[]).includes(value), {
    error: 'validation.testTime.invalid',
  });

export const letterGradeSchema = z.enum(LETTER_GRADES.map((grade) => grade.letter));

export const testSummarySchema = z.object({
  id: z.number().int(),
  ...placeFields,
  student_id: z.number().int(),
  subject_name: z.string(),
  cluster_title: z.string(),
  /** 0: no time limit. */
  seconds_per_question: z.number().int(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  total: z.number().int(),
  answered_count: z.number().int(),
  correct_count: z.number().int(),
  /** Once finished: correct / total × 100, two decimals unless whole. */
  percentage: z.number().nullable(),
  letter_grade: letterGradeSchema.nullable(),
  /** The pass mark the test was taken under (0: any finished test). */
  pass_percent: z.number().int(),
  /** Once finished: whether it reached the pass mark and so completed its cluster. */
  passed: z.boolean().nullable(),
});
export type TestSummary = z.infer<typeof testSummarySchema>;

export const currentTestQuestionSchema = z.object({
  position: z.number().int(),
  item: publicItemSchema,
  presented_at: z.string(),
  /** When the time for this question runs out (null: no limit). */
  deadline_at: z.string().nullable(),
});

export const testSchema = testSummarySchema.extend({
  status: z.enum(['in_progress', 'finished']),
  /** The question to answer now (in progress only); the test shows one at a time. */
  current: currentTestQuestionSchema.nullable(),
  /** Every question with its review, once the test is finished; empty before. */
  questions: z.array(attemptQuestionSchema),
  /** The server's clock, so a countdown can allow for the device's clock being off. */
  server_time: z.string(),
});
export type Test = z.infer<typeof testSchema>;

export const testListSchema = z.object({
  items: z.array(testSummarySchema),
  total: z.number().int(),
});
export type TestList = z.infer<typeof testListSchema>;

export const testListQuerySchema = z.object({
  /** A tutor names one of their students; a student sees their own. */
  student_id: idField.optional(),
  cluster_id: idField.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const startTestRequestSchema = z.object({ cluster_id: idField });
/** `answer: null` says the question's time ran out (or the child gave up on it). */
export const testAnswerRequestSchema = z.object({
  position: z.number().int().min(1).max(100),
  answer: answerSchema.nullable(),
});

export const testSettingsSchema = z.object({
  student_id: z.number().int(),
  tests_enabled: z.boolean(),
  seconds_per_question: z.number().int(),
  /** A test at or above this percentage completes its cluster; 0: any finished test. */
  pass_percent: z.number().int(),
});
export type TestSettings = z.infer<typeof testSettingsSchema>;

/** POST /get_settings_tests `{data: {student_id}}` (docs/product-rules.md#main-service). */
export const getTestSettingsRequestSchema = z.object({
  data: z.object({ student_id: idField }),
  token: z.string().optional(),
});
export const testPassPercentSchema = z
  .number({ error: 'validation.testPassPercent.invalid' })
  .int({ error: 'validation.testPassPercent.invalid' })
  .refine((value) => (TEST_PASS_PERCENTS as readonly number[]).includes(value), {
    error: 'validation.testPassPercent.invalid',
  });

export const updateTestSettingsRequestSchema = z.object({
  tests_enabled: z.boolean({ error: 'validation.testsEnabled.invalid' }),
  seconds_per_question: testTimeSchema,
  /** Left out: the pass mark stays as it was. */
  pass_percent: testPassPercentSchema.optional(),
});
export const studentParamsSchema = z.object({ id: idField });
