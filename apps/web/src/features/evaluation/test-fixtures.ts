import type {
  EvaluationDetail,
  EvaluationQuestion,
  EvaluationSubjectResult,
  EvaluationSummary,
  PublicItem,
  ReviewedItem,
} from '@aula/shared';

/** A subject's line of an evaluation: Mathematics of grade 3, 8 of 10 right, finished. */
export function subjectResult(
  overrides: Partial<EvaluationSubjectResult> = {},
): EvaluationSubjectResult {
  return {
    subject_id: 31,
    subject_name: 'Mathematics',
    abbreviation: 'Math',
    total: 10,
    answered: 10,
    correct: 8,
    percentage: 80,
    letter_grade: 'B-',
    started_date: '2025-05-03T09:00:00.000Z',
    ...overrides,
  };
}

/** Evaluation 55 of Ana Ruiz (student 7), grade 3, full, finished on 3 May 2025. */
export function evaluationSummary(overrides: Partial<EvaluationSummary> = {}): EvaluationSummary {
  return {
    id: 55,
    student_id: 7,
    student_name: 'Ana Ruiz',
    grade_id: 3,
    grade_name: 'Third grade',
    type: 'full',
    status: 'finished',
    created_at: '2025-05-02T15:00:00.000Z',
    started_date: '2025-05-03T09:00:00.000Z',
    finished_at: '2025-05-03T09:30:00.000Z',
    total: 10,
    answered: 10,
    percentage: 80,
    letter_grade: 'B-',
    subjects: [subjectResult()],
    ...overrides,
  };
}

export function evaluationDetail(overrides: Partial<EvaluationDetail> = {}): EvaluationDetail {
  return {
    ...evaluationSummary(),
    current: null,
    questions: [],
    previous: [],
    ...overrides,
  };
}

/** An evaluation that waits for the student: nothing answered yet. */
export function waitingEvaluation(overrides: Partial<EvaluationDetail> = {}): EvaluationDetail {
  return evaluationDetail({
    status: 'assigned',
    started_date: null,
    finished_at: null,
    answered: 0,
    percentage: null,
    letter_grade: null,
    subjects: [subjectResult({ answered: 0, correct: 0, percentage: null, letter_grade: null })],
    ...overrides,
  });
}

export function evaluationQuestion(
  position: number,
  item: PublicItem,
  overrides: Partial<EvaluationQuestion> = {},
): EvaluationQuestion {
  return {
    id: 900 + position,
    subject_id: 31,
    position,
    item,
    answered_correctly: null,
    started_date: null,
    answer: null,
    review: null,
    ...overrides,
  };
}

/** A question of a finished evaluation, with its review. */
export function reviewedQuestion(
  position: number,
  item: PublicItem,
  review: ReviewedItem,
  overrides: Partial<EvaluationQuestion> = {},
): EvaluationQuestion {
  return evaluationQuestion(position, item, {
    answered_correctly: review.outcome === 'correct',
    started_date: '2025-05-03T09:00:00.000Z',
    review,
    ...overrides,
  });
}
