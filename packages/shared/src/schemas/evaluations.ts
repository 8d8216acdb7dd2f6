import { z } from 'zod';
import { EVALUATION_TYPES, SUBJECT_ABBREVIATIONS } from '../constants';
import { answerSchema } from '../questions/answer-schema';
import { publicItemSchema } from '../questions/public-item';
import { reviewedItemSchema } from '../questions/reviewed-item';
import { letterGradeSchema } from './assessments';
import { idField } from './fields';

/*
 * Evaluations (docs/product-rules.md#evaluations): a tutor checks where a student stands in some
 * subjects of a grade. Questions are drawn from the test and quiz pools of the grade's subjects;
 * the student answers them one by one; each answer is stored per subject with answered_correctly
 * and started_date; results are per subject: percentage (two decimals unless whole), letter grade
 * and the subject's abbreviation.
 */

/** POST /evaluations */
export const createEvaluationRequestSchema = z.object({
  student_id: z.coerce
    .number({ error: 'validation.evaluation.studentRequired' })
    .int({ error: 'validation.evaluation.studentRequired' })
    .positive({ error: 'validation.evaluation.studentRequired' }),
  grade_id: z.coerce
    .number({ error: 'validation.grade.required' })
    .int({ error: 'validation.grade.required' })
    .positive({ error: 'validation.grade.required' }),
  subject_ids: z
    .array(idField, { error: 'validation.evaluation.subjectsRequired' })
    .min(1, { error: 'validation.evaluation.subjectsRequired' })
    .max(20, { error: 'validation.evaluation.subjectsRequired' })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: 'validation.evaluation.subjectsRequired',
    }),
  type: z.enum(EVALUATION_TYPES, { error: 'validation.evaluation.typeRequired' }),
});
export type CreateEvaluationRequest = z.infer<typeof createEvaluationRequestSchema>;

export const EVALUATION_STATUSES = ['assigned', 'in_progress', 'finished'] as const;
export type EvaluationStatus = (typeof EVALUATION_STATUSES)[number];

export const evaluationSubjectResultSchema = z.object({
  subject_id: z.number().int(),
  subject_name: z.string(),
  abbreviation: z.enum(SUBJECT_ABBREVIATIONS),
  total: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  /** correct / total × 100 once the evaluation is finished (two decimals unless whole). */
  percentage: z.number().nullable(),
  letter_grade: letterGradeSchema.nullable(),
  /** When the student was shown this subject's first question. */
  started_date: z.string().nullable(),
});
export type EvaluationSubjectResult = z.infer<typeof evaluationSubjectResultSchema>;

export const evaluationSummarySchema = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  student_name: z.string(),
  grade_id: z.number().int(),
  grade_name: z.string(),
  type: z.enum(EVALUATION_TYPES),
  status: z.enum(EVALUATION_STATUSES),
  created_at: z.string(),
  started_date: z.string().nullable(),
  finished_at: z.string().nullable(),
  total: z.number().int(),
  answered: z.number().int(),
  /** Over every subject, once finished. */
  percentage: z.number().nullable(),
  letter_grade: letterGradeSchema.nullable(),
  subjects: z.array(evaluationSubjectResultSchema),
});
export type EvaluationSummary = z.infer<typeof evaluationSummarySchema>;

export const evaluationQuestionSchema = z.object({
  id: z.number().int(),
  subject_id: z.number().int(),
  position: z.number().int(),
  item: publicItemSchema,
  /** null until answered, and hidden from the student until the evaluation is finished. */
  answered_correctly: z.boolean().nullable(),
  started_date: z.string().nullable(),
  answer: answerSchema.nullable(),
  /** The correct answer and explanation, once the evaluation is finished. */
  review: reviewedItemSchema.nullable(),
});
export type EvaluationQuestion = z.infer<typeof evaluationQuestionSchema>;

/** GET /evaluations/{id} */
export const evaluationDetailSchema = evaluationSummarySchema.extend({
  /** The question to answer now (student, while not finished); shown one at a time. */
  current: evaluationQuestionSchema.nullable(),
  /** Every question with its review once finished (the full results); empty before. */
  questions: z.array(evaluationQuestionSchema),
  /** The student's earlier finished evaluations, newest first, for side-by-side results. */
  previous: z.array(evaluationSummarySchema),
});
export type EvaluationDetail = z.infer<typeof evaluationDetailSchema>;

/** GET /evaluations?student_id=&status= : a tutor's account's, or the student's own. */
export const evaluationListQuerySchema = z.object({
  student_id: idField.optional(),
  status: z.enum(EVALUATION_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type EvaluationListQuery = z.input<typeof evaluationListQuerySchema>;

export const evaluationListSchema = z.object({
  /** Newest first. */
  items: z.array(evaluationSummarySchema),
  total: z.number().int(),
});
export type EvaluationList = z.infer<typeof evaluationListSchema>;

/** POST /evaluations/{id}/answers (the student): answers the current question. */
export const evaluationAnswerRequestSchema = z.object({
  position: z.number().int().min(1).max(1000),
  answer: answerSchema,
});
