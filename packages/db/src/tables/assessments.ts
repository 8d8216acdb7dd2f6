import type { Generated } from 'kysely';

export interface QuizAttemptsTable {
  id: Generated<number>;
  student_id: number;
  lesson_id: number;
  cluster_id: number;
  subject_id: number;
  grade_id: number;
  total: number;
  answered_count: Generated<number>;
  correct_count: Generated<number>;
  /** 1 passed, 0 failed; null until finished. */
  passed: number | null;
  /** The lesson the pass opened. */
  next_lesson_id: number | null;
  started_at: string;
  finished_at: string | null;
}

export interface TestAttemptsTable {
  id: Generated<number>;
  student_id: number;
  cluster_id: number;
  subject_id: number;
  grade_id: number;
  /** 0: no limit. */
  seconds_per_question: number;
  /** The student's pass mark when the test was started (0: any finished test). */
  pass_percent: Generated<number>;
  total: number;
  answered_count: Generated<number>;
  correct_count: Generated<number>;
  /** The question shown now, 1-based; total + 1 once finished. */
  current_position: number;
  current_presented_at: string;
  started_at: string;
  finished_at: string | null;
}

export type AttemptKind = 'quiz' | 'test';

export interface AttemptQuestionsTable {
  id: Generated<number>;
  attempt_kind: AttemptKind;
  attempt_id: number;
  position: number;
  item_id: string;
  /** The question item (JSON) as drawn. */
  item: string;
  seed: number;
  /** pending, correct, wrong or timeout. */
  status: string;
  /** The answer given (JSON). */
  answer: string | null;
  answered_at: string | null;
}

export interface StudentTestSettingsTable {
  student_id: number;
  tests_enabled: number;
  seconds_per_question: number;
  /** A test at or above this percentage completes its cluster; 0: any finished test. */
  pass_percent: Generated<number>;
  updated_at: string;
}
