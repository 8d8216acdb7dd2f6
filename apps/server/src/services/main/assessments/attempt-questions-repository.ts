import type { AttemptKind, Database, Kysely, Selectable } from '@aula/db';
import type { Answer, QuestionStatus } from '@aula/shared';

export type AttemptQuestionRow = Selectable<Database['attempt_questions']>;

/** The pool an attempt draws from: a lesson's quiz items or a cluster's test items. */
export type QuestionPool = { lesson_id: number } | { cluster_id: number };

/** An item drawn for an attempt, with the seed that fixes its numbers. */
export interface DrawnQuestion {
  item_id: string;
  item: string;
  seed: number;
}

/**
 * The questions of quiz and test attempts. Built on the database or on a transaction (a
 * Transaction is a Kysely too), so an attempt's questions are written in the attempt's own.
 */
export class AttemptQuestionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every item of the pool, in no particular order. */
  pool(pool: QuestionPool): Promise<Pick<DrawnQuestion, 'item_id' | 'item'>[]> {
    const query = this.db.selectFrom('questions').select(['item_id', 'item']);
    return (
      'lesson_id' in pool
        ? query.where('lesson_id', '=', pool.lesson_id)
        : query.where('cluster_id', '=', pool.cluster_id)
    ).execute();
  }

  /** Writes the drawn questions as the attempt's, pending, at positions 1, 2, … */
  async insert(kind: AttemptKind, attemptId: number, drawn: DrawnQuestion[]): Promise<void> {
    await this.db
      .insertInto('attempt_questions')
      .values(
        drawn.map((question, index) => ({
          attempt_kind: kind,
          attempt_id: attemptId,
          position: index + 1,
          item_id: question.item_id,
          item: question.item,
          seed: question.seed,
          status: 'pending',
          answer: null,
          answered_at: null,
        })),
      )
      .execute();
  }

  /** The attempt's questions in the order they are asked. */
  list(kind: AttemptKind, attemptId: number): Promise<AttemptQuestionRow[]> {
    return this.db
      .selectFrom('attempt_questions')
      .selectAll()
      .where('attempt_kind', '=', kind)
      .where('attempt_id', '=', attemptId)
      .orderBy('position')
      .execute();
  }

  /**
   * Records the answer of a pending question. Exactly one of two concurrent answers to the same
   * question wins: the update only applies while the question is still pending.
   */
  async recordAnswer(
    kind: AttemptKind,
    attemptId: number,
    position: number,
    status: Exclude<QuestionStatus, 'pending'>,
    answer: Answer | null,
    at: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('attempt_questions')
      .set({ status, answer: answer === null ? null : JSON.stringify(answer), answered_at: at })
      .where('attempt_kind', '=', kind)
      .where('attempt_id', '=', attemptId)
      .where('position', '=', position)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
