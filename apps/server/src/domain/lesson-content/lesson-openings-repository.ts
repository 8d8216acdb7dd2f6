import type { Database, Kysely } from '@aula/db';
import { sql } from '@aula/db';
import { LESSON_STATE } from '@aula/shared';

/** How long an opened lesson stays readable without being opened again: a school day. */
export const LESSON_OPENING_TTL_MS = 8 * 60 * 60 * 1000;

/** Which lessons a student has open, and the move of a lesson from not started to in progress. */
export class LessonOpeningsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  /** Opens the lesson and marks it in progress (never moving a completed lesson back). */
  async open(studentId: number, lesson: { id: number; cluster_id: number; is_locked: number }) {
    const at = this.now().toISOString();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('lesson_openings')
        .values({ student_id: studentId, lesson_id: lesson.id, opened_at: at })
        .onConflict((conflict) =>
          conflict.columns(['student_id', 'lesson_id']).doUpdateSet({ opened_at: at }),
        )
        .execute();
      await trx
        .insertInto('student_lesson_states')
        .values({
          student_id: studentId,
          lesson_id: lesson.id,
          cluster_id: lesson.cluster_id,
          is_locked: lesson.is_locked,
          state_id: LESSON_STATE.inProgress,
          updated_at: at,
        })
        .onConflict((conflict) =>
          conflict.columns(['student_id', 'lesson_id']).doUpdateSet({
            state_id: sql<number>`CASE WHEN student_lesson_states.state_id < ${LESSON_STATE.inProgress} THEN ${LESSON_STATE.inProgress} ELSE student_lesson_states.state_id END`,
            updated_at: at,
          }),
        )
        .execute();
    });
  }

  async close(studentId: number, lessonId: number): Promise<void> {
    await this.db
      .deleteFrom('lesson_openings')
      .where('student_id', '=', studentId)
      .where('lesson_id', '=', lessonId)
      .execute();
  }

  /**
   * Whether the lesson was opened within the last hours. A tab closed without closing the
   * lesson leaves an opening behind; it lapses instead of staying open for good.
   */
  async isOpen(studentId: number, lessonId: number): Promise<boolean> {
    const notBefore = new Date(this.now().getTime() - LESSON_OPENING_TTL_MS).toISOString();
    const row = await this.db
      .selectFrom('lesson_openings')
      .select('lesson_id')
      .where('student_id', '=', studentId)
      .where('lesson_id', '=', lessonId)
      .where('opened_at', '>=', notBefore)
      .executeTakeFirst();
    return row !== undefined;
  }
}
