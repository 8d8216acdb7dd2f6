import type { Generated } from 'kysely';

export type EvaluationType = 'full' | 'light';

export interface EvaluationsTable {
  id: Generated<number>;
  account_id: number;
  student_id: number;
  /** The tutor who set it up (null once that tutor is deleted). */
  tutor_id: number | null;
  grade_id: number;
  type: EvaluationType;
  created_at: string;
  /** When the student first opened it. */
  started_date: string | null;
  finished_at: string | null;
}

export interface EvaluationSubjectsTable {
  evaluation_id: number;
  subject_id: number;
  /** The order the subjects were chosen in. */
  position: number;
}

export interface EvaluationAnswersTable {
  id: Generated<number>;
  evaluation_id: number;
  subject_id: number;
  /** 1-based place in the whole evaluation. */
  position: number;
  item_id: string;
  /** The question item (JSON) as drawn. */
  item: string;
  seed: number;
  /** The answer given (JSON); null until answered. */
  answer: string | null;
  /** 1 correct, 0 not; null until answered. */
  answered_correctly: number | null;
  /** When the question was first shown to the student. */
  started_date: string | null;
  answered_at: string | null;
}
