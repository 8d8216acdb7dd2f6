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
  const db = new Database(join(e2eDataDir, 'aula.db'), { readonly: true });
  try {
    const row = db
      .prepare(
        'select item, seed from attempt_questions where attempt_kind = ? and attempt_id = ? and position = ?',
      )
      .get(kind, attemptId, position) as { item: string; seed: number } | undefined;
    if (!row) throw new Error(`no question ${position} in ${kind} ${attemptId}`);
    const template = JSON.parse(row.item) as QuestionItem;
    const instance = instantiateItem(template, row.seed);
    const blank = { type: instance.type } as Answer;
    return {
      answer: correctAnswerFromReview(toReviewedItem(instance, 'en', blank)),
      // What the page shows (in English), to find the controls by their texts.
      item: toPublicItem(template, 'en', row.seed),
    };
  } finally {
    db.close();
  }
}

/** The question a test shows now. */
export function currentTestPosition(testId: number): number {
  const db = new Database(join(e2eDataDir, 'aula.db'), { readonly: true });
  try {
    const row = db
      .prepare('select current_position from test_attempts where id = ?')
      .get(testId) as { current_position: number } | undefined;
    if (!row) throw new Error(`no test ${testId}`);
    return row.current_position;
  } finally {
    db.close();
  }
}
