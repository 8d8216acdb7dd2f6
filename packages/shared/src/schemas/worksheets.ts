import { z } from 'zod';
import {
  LANGUAGES,
  WORKSHEET_DEFAULT_QUESTIONS,
  WORKSHEET_MAX_QUESTIONS,
  WORKSHEET_MAX_SEED,
  WORKSHEET_MIN_QUESTIONS,
} from '../constants';
import { idField } from './fields';

/*
 * Worksheets: a printable PDF of fresh questions of one subject, drawn from its quiz and test
 * pools, with a separate answer key. The seed names the worksheet: the same seed gives the
 * same questions (and the key that goes with them), another seed a new draw.
 */

/** GET /users/me/worksheet_settings: whether the tutor's students may print worksheets. */
export const worksheetSettingsSchema = z.object({ enabled: z.boolean() });
export type WorksheetSettings = z.infer<typeof worksheetSettingsSchema>;

/** PUT /users/me/worksheet_settings (tutors). */
export const updateWorksheetSettingsSchema = z.object({
  enabled: z.boolean({ error: 'validation.worksheet.enabled' }),
});
export type UpdateWorksheetSettings = z.infer<typeof updateWorksheetSettingsSchema>;

export const worksheetParamsSchema = z.object({ grade_id: idField, subject_id: idField });

/**
 * A whole number written in digits only (query strings are text): "", "1e3", "-1" and "2.5"
 * are refused rather than read as some other number.
 */
const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }));

/** GET /worksheets/{grade_id}/{subject_id}[/answer-key]?seed=&count=&lang= */
export const worksheetQuerySchema = z.object({
  seed: wholeNumber('validation.worksheet.seed', 0, WORKSHEET_MAX_SEED),
  count: wholeNumber(
    'validation.worksheet.count',
    WORKSHEET_MIN_QUESTIONS,
    WORKSHEET_MAX_QUESTIONS,
  ).default(WORKSHEET_DEFAULT_QUESTIONS),
  lang: z.enum(LANGUAGES, { error: 'validation.language.invalid' }).optional(),
});
export type WorksheetQuery = z.input<typeof worksheetQuerySchema>;
