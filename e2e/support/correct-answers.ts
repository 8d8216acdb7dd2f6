import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Answer, PublicItem, QuestionItem } from '@aula/shared/questions';
import {
  correctAnswerFromReview,
  instantiateItem,
  toPublicItem,
  toReviewedItem,
} from '@aula/shared/questions';
import { e2eDataDir } from './environment';

/**
 * The right answer to a question a journey is looking at. Only the server knows it, so the
 * journey reads the installation's database (read-only) the way the server scores: the drawn
 * item replayed with its seed.
 */
export function correctAnswer(
  kind: 'quiz' | 'test',
  attemptId: number,
  position: number,
): { answer: Answer; item: PublicItem } {
  const row = readRow<{ item: string; seed: number }>(
    'select item, seed from attempt_questions where attempt_kind = ? and attempt_id = ? and position = ?',
    kind,
    attemptId,
    position,
  );
  if (!row) throw new Error(`no question ${position} in ${kind} ${attemptId}`);
  return replay(row);
}

/** The right answer to question `position` of an evaluation. */
export function correctEvaluationAnswer(
  evaluationId: number,
  position: number,
): { answer: Answer; item: PublicItem } {
  const row = readRow<{ item: string; seed: number }>(
    'select item, seed from evaluation_answers where evaluation_id = ? and position = ?',
    evaluationId,
    position,
  );
  if (!row) throw new Error(`no question ${position} in evaluation ${evaluationId}`);
  return replay(row);
}

function readRow<T>(query: string, ...params: (string | number)[]): T | undefined {
  const db = new Database(join(e2eDataDir, 'aula.db'), { readonly: true });
  try {
    return db.prepare(query).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

/** The drawn item replayed with its seed, as the server scores it. */
function replay(row: { item: string; seed: number }): { answer: Answer; item: PublicItem } {
  const template = JSON.parse(row.item) as QuestionItem;
  const instance = instantiateItem(template, row.seed);
  const blank = { type: instance.type } as Answer;
  return {
    answer: correctAnswerFromReview(toReviewedItem(instance, 'en', blank, row.seed)),
    // What the page shows (in English), to find the controls by their texts.
    item: toPublicItem(template, 'en', row.seed),
  };
}

/** The question a test shows now. */
export function currentTestPosition(testId: number): number {
  const row = readRow<{ current_position: number }>(
    'select current_position from test_attempts where id = ?',
    testId,
  );
  if (!row) throw new Error(`no test ${testId}`);
  return row.current_position;
}
