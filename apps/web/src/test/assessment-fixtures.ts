import type {
  Answer,
  AttemptQuestion,
  Cluster,
  PublicItem,
  Quiz,
  ReviewedItem,
  Test,
  TestSettings,
} from '@aula/shared';
import { cluster } from './catalogue-fixtures';

/**
 * Question items as the main service sends them, one per type: public before answering (ids are
 * opaque keys, orderings and right columns shuffled), reviewed after.
 */
export const capitalItem: Extract<PublicItem, { type: 'single_choice' }> = {
  id: 'capital',
  type: 'single_choice',
  prompt: 'What is the capital of France?',
  hints: ['It is on the Seine.', 'Its tower is made of iron.'],
  choices: [
    { id: 'c3', text: 'Paris' },
    { id: 'c1', text: 'Lyon' },
    { id: 'c2', text: 'Nice' },
  ],
};

export const evenItem: Extract<PublicItem, { type: 'multiple_choice' }> = {
  id: 'even-numbers',
  type: 'multiple_choice',
  prompt: 'Which numbers are even?',
  hints: [],
  choices: [
    { id: 'c1', text: '2' },
    { id: 'c2', text: '3' },
    { id: 'c3', text: '4' },
  ],
};

export const quarterItem: Extract<PublicItem, { type: 'numeric' }> = {
  id: 'three-quarters',
  type: 'numeric',
  prompt: 'What is 3 ÷ 4?',
  hints: [],
  unit: 'cm',
  forms: ['proper_fraction', 'decimal'],
};

export const spainItem: Extract<PublicItem, { type: 'short_text' }> = {
  id: 'capital-word',
  type: 'short_text',
  prompt: 'Name the capital of Spain.',
  hints: [],
  image: 'data:image/svg+xml;base64,PHN2Zy8+',
  image_alt: 'A map of Spain',
};

export const catItem: Extract<PublicItem, { type: 'dropdown' }> = {
  id: 'cat-sentence',
  type: 'dropdown',
  prompt: 'Complete the sentence.',
  hints: [],
  sentence: 'The cat [[verb]] on the [[place]].',
  blanks: [
    {
      id: 'verb',
      options: [
        { id: 'o2', text: 'sleeps' },
        { id: 'o1', text: 'sleep' },
      ],
    },
    {
      id: 'place',
      options: [
        { id: 'o2', text: 'sky' },
        { id: 'o1', text: 'mat' },
      ],
    },
  ],
};

export const countItem: Extract<PublicItem, { type: 'ordering' }> = {
  id: 'count-in-order',
  type: 'ordering',
  prompt: 'Put the numbers in order.',
  hints: [],
  items: [
    { id: 'i2', text: '15' },
    { id: 'i3', text: '16' },
    { id: 'i1', text: '14' },
  ],
};

export const wordsItem: Extract<PublicItem, { type: 'matching' }> = {
  id: 'number-words',
  type: 'matching',
  prompt: 'Match each number with its word.',
  hints: [],
  left: [
    { id: 'l1', text: '11' },
    { id: 'l2', text: '15' },
  ],
  right: [
    { id: 'r2', text: 'fifteen' },
    { id: 'r1', text: 'eleven' },
  ],
};

/** The review of the capital question after `chosen` was picked. */
export function capitalReview(chosen: string): ReviewedItem {
  return {
    id: 'capital',
    type: 'single_choice',
    outcome: chosen === 'c3' ? 'correct' : 'wrong',
    explanation: 'Paris is the capital.',
    choices: [
      { id: 'c3', text: 'Paris', correct: true, chosen: chosen === 'c3', rationale: 'Yes.' },
      {
        id: 'c1',
        text: 'Lyon',
        correct: false,
        chosen: chosen === 'c1',
        rationale: 'A big city, not the capital.',
      },
      {
        id: 'c2',
        text: 'Nice',
        correct: false,
        chosen: chosen === 'c2',
        rationale: 'On the coast.',
      },
    ],
  };
}

export const quarterReview: ReviewedItem = {
  id: 'three-quarters',
  type: 'numeric',
  outcome: 'wrong',
  value: 0.75,
  value_text: '3/4',
  unit: 'cm',
  explanation: 'Three quarters is 3/4.',
};

export function pending(position: number, item: PublicItem): AttemptQuestion {
  return { position, item, status: 'pending', answer: null, review: null };
}

export function answered(
  position: number,
  item: PublicItem,
  answer: Answer | null,
  review: ReviewedItem | null,
  status: AttemptQuestion['status'] = review?.outcome === 'correct' ? 'correct' : 'wrong',
): AttemptQuestion {
  return { position, item, status, answer, review };
}

/** A quiz of four capital questions (lesson 502 of cluster 41 in subject 31, grade 3). */
export function quiz(overrides: Partial<Quiz> = {}): Quiz {
  return {
    id: 7,
    grade_id: 3,
    level_id: 1,
    subject_id: 31,
    cluster_id: 41,
    lesson_id: 502,
    lesson_title: 'Halves and quarters',
    started_at: '2025-03-01T10:00:00.000Z',
    finished_at: null,
    total: 4,
    answered_count: 0,
    correct_count: 0,
    score: null,
    passed: null,
    next_lesson: null,
    questions: [1, 2, 3, 4].map((position) =>
      pending(position, { ...capitalItem, id: `q${position}` }),
    ),
    ...overrides,
  };
}

/** Test 9 of cluster 41, at its first question with no time limit. */
export function testAttempt(overrides: Partial<Test> = {}): Test {
  return {
    id: 9,
    grade_id: 3,
    level_id: 1,
    subject_id: 31,
    cluster_id: 41,
    student_id: 11,
    subject_name: 'Mathematics',
    cluster_title: 'Fractions',
    seconds_per_question: 0,
    started_at: '2025-03-01T10:00:00.000Z',
    finished_at: null,
    total: 10,
    answered_count: 0,
    correct_count: 0,
    percentage: null,
    letter_grade: null,
    pass_percent: 60,
    passed: null,
    status: 'in_progress',
    current: {
      position: 1,
      item: capitalItem,
      presented_at: '2025-03-01T10:00:00.000Z',
      deadline_at: null,
    },
    questions: [],
    server_time: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function testSettings(overrides: Partial<TestSettings> = {}): TestSettings {
  return {
    student_id: 11,
    tests_enabled: true,
    seconds_per_question: 0,
    pass_percent: 60,
    ...overrides,
  };
}

/** Cluster 41 with two of its three lessons completed. */
export function testCluster(overrides: Partial<Cluster> = {}): Cluster {
  return cluster({
    completed_lessons: 2,
    total_lessons: 3,
    in_progress: 1,
    not_started: 0,
    ...overrides,
  });
}
