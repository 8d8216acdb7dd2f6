import type { AttemptQuestion, QuestionStatus } from '@aula/shared';

/** How an answered question went; a timed-out test question counts as incorrect. */
export type ReviewedOutcome = Exclude<QuestionStatus, 'pending'>;

/** The outcome of an answered question (a pending one has none). */
export function outcomeOf(question: AttemptQuestion): ReviewedOutcome | null {
  return question.status === 'pending' ? null : question.status;
}
