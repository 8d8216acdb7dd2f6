import { z } from 'zod';

/**
 * The outcome of scoring an answer. 'invalid' means the answer could not be read (blank,
 * malformed, unknown ids, a number in a form the item does not accept): ask again, it is not
 * a mistake. `reason` says why, for the UI.
 */

export const SCORE_OUTCOMES = ['correct', 'wrong', 'invalid'] as const;
export type ScoreOutcome = (typeof SCORE_OUTCOMES)[number];

export const INVALID_REASONS = [
  /** The answer does not match the answer schema. */
  'malformed',
  /** The answer is for another question type. */
  'type',
  /** Nothing was typed or chosen. */
  'empty',
  /** An id that is not in the question. */
  'unknown_id',
  /** The same id twice (multiple choice, matching). */
  'duplicate',
  /** A blank without a selection, a left entry without a match. */
  'incomplete',
  /** An ordering that is not a rearrangement of the entries. */
  'not_permutation',
  /** Not a number. */
  'format',
  /** A fraction over zero. */
  'zero_denominator',
  /** A number written in a form the question does not accept (see the item's forms). */
  'form',
] as const;
export type InvalidReason = (typeof INVALID_REASONS)[number];

export const scoreResultSchema = z.object({
  outcome: z.enum(SCORE_OUTCOMES),
  reason: z.enum(INVALID_REASONS).optional(),
});
export type ScoreResult = z.infer<typeof scoreResultSchema>;

/** 'correct' or 'wrong'. */
export function judged(isCorrect: boolean): ScoreResult {
  return { outcome: isCorrect ? 'correct' : 'wrong' };
}

export function invalid(reason: InvalidReason): ScoreResult {
  return { outcome: 'invalid', reason };
}
