import type { Database, Kysely } from '@aula/db';
import { sql } from '@aula/db';

/** is_locked / state_id never go down. */
const raise = (column: 'is_locked' | 'state_id', table: string, value: number) =>
  sql<number>`CASE WHEN ${sql.ref(`${table}.${column}`)} < ${value} THEN ${value} ELSE ${sql.ref(`${table}.${column}`)} END`;

/**
 * The writes of a student's progress through the catalogue (progression.ts decides them): each
 * one an upsert that only ever raises a lesson's or a cluster's values. Built on the
 * transaction of the result that moves them.
 */
export class ProgressionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async raiseLesson(
    studentId: number,
    lesson: { id: number; cluster_id: number },
    values: { is_locked: number; state_id: number },
    at: string,
  ): Promise<void> {
    await this.db
      .insertInto('student_lesson_states')
      .values({
        student_id: studentId,
        lesson_id: lesson.id,
        cluster_id: lesson.cluster_id,
        ...values,
        updated_at: at,
      })
      .onConflict((conflict) =>
        conflict.columns(['student_id', 'lesson_id']).doUpdateSet({
          is_locked: raise('is_locked', 'student_lesson_states', values.is_locked),
          state_id: raise('state_id', 'student_lesson_states', values.state_id),
          updated_at: at,
        }),
      )
      .execute();
  }

  async raiseCluster(
    studentId: number,
    cluster: { id: number; subject_id: number },
    values: { is_locked: number; test_performed: number },
    at: string,
  ): Promise<void> {
    await this.db
      .insertInto('student_cluster_states')
      .values({
        student_id: studentId,
        cluster_id: cluster.id,
        subject_id: cluster.subject_id,
        ...values,
        updated_at: at,
      })
      .onConflict((conflict) =>
        conflict.columns(['student_id', 'cluster_id']).doUpdateSet({
          is_locked: raise('is_locked', 'student_cluster_states', values.is_locked),
          test_performed: sql<number>`CASE WHEN student_cluster_states.test_performed < ${values.test_performed} THEN ${values.test_performed} ELSE student_cluster_states.test_performed END`,
          updated_at: at,
        }),
      )
      .execute();
  }
}
