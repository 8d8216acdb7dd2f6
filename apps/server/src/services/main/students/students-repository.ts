import type { Database, Kysely } from '@aula/db';
import { usernameKey } from '@aula/shared';
import type { NewUser, UserRow } from '../../../domain/users/users-repository';

/** The fields a tutor changes on a student; a new password hash also signs the student out. */
export interface StudentChanges {
  firstname: string;
  lastname: string;
  email: string | null;
  username: string;
  grade_id: number;
  name_of_the_school: string;
  language: UserRow['language'];
  avatar: string | null;
  password_hash?: string;
}

/** Writes of a tutor's management of students: edits, deletion, content access, import. */
export class StudentsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async update(id: number, changes: StudentChanges): Promise<UserRow> {
    const { password_hash, ...fields } = changes;
    return this.db
      .updateTable('users')
      .set((eb) => ({
        ...fields,
        username_key: usernameKey(fields.username),
        updated_at: this.now().toISOString(),
        ...(password_hash ? { password_hash, token_version: eb('token_version', '+', 1) } : {}),
      }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * Deletes a student and every record of theirs in one transaction: either all of it goes or
   * nothing does. Each table is named (not left to foreign-key cascades) because attempt
   * questions and activity times carry no key to the user.
   */
  async delete(studentId: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const kind of ['quiz', 'test'] as const) {
        const table = kind === 'quiz' ? 'quiz_attempts' : 'test_attempts';
        await trx
          .deleteFrom('attempt_questions')
          .where('attempt_kind', '=', kind)
          .where('attempt_id', 'in', (eb) =>
            eb.selectFrom(table).select('id').where('student_id', '=', studentId),
          )
          .execute();
      }
      for (const table of ['evaluation_answers', 'evaluation_subjects'] as const) {
        await trx
          .deleteFrom(table)
          .where('evaluation_id', 'in', (eb) =>
            eb.selectFrom('evaluations').select('id').where('student_id', '=', studentId),
          )
          .execute();
      }
      await trx.deleteFrom('evaluations').where('student_id', '=', studentId).execute();
      await trx.deleteFrom('quiz_attempts').where('student_id', '=', studentId).execute();
      await trx.deleteFrom('test_attempts').where('student_id', '=', studentId).execute();
      await trx.deleteFrom('student_test_settings').where('student_id', '=', studentId).execute();
      await trx.deleteFrom('activities').where('student_id', '=', studentId).execute();
      await trx.deleteFrom('game_plays').where('student_id', '=', studentId).execute();
      await trx.deleteFrom('game_preferences').where('student_id', '=', studentId).execute();
      await trx.deleteFrom('book_readings').where('student_id', '=', studentId).execute();
      await trx.deleteFrom('user_activity_times').where('student_id', '=', studentId).execute();
      await trx.deleteFrom('student_lesson_states').where('student_id', '=', studentId).execute();
      await trx.deleteFrom('student_cluster_states').where('student_id', '=', studentId).execute();
      await trx.deleteFrom('student_cluster_access').where('student_id', '=', studentId).execute();
      await trx.deleteFrom('lesson_openings').where('student_id', '=', studentId).execute();
      await trx.deleteFrom('password_resets').where('user_id', '=', studentId).execute();
      await trx.deleteFrom('users').where('id', '=', studentId).execute();
    });
  }

  /** The clusters turned off for a student (no row, or enabled 1, means on). */
  async disabledClusters(studentId: number): Promise<Set<number>> {
    const rows = await this.db
      .selectFrom('student_cluster_access')
      .select('cluster_id')
      .where('student_id', '=', studentId)
      .where('enabled', '=', 0)
      .execute();
    return new Set(rows.map((row) => row.cluster_id));
  }

  /** Turns clusters on or off for a student, all in one transaction. */
  async setClusterAccess(
    studentId: number,
    changes: { cluster_id: number; subject_id: number; enabled: boolean }[],
  ): Promise<void> {
    const updatedAt = this.now().toISOString();
    await this.db.transaction().execute(async (trx) => {
      for (const change of changes) {
        await trx
          .insertInto('student_cluster_access')
          .values({
            student_id: studentId,
            cluster_id: change.cluster_id,
            subject_id: change.subject_id,
            enabled: change.enabled ? 1 : 0,
            updated_at: updatedAt,
          })
          .onConflict((conflict) =>
            conflict.columns(['student_id', 'cluster_id']).doUpdateSet({
              enabled: change.enabled ? 1 : 0,
              subject_id: change.subject_id,
              updated_at: updatedAt,
            }),
          )
          .execute();
      }
    });
  }

  /** Which of these usernames are taken (compared as the unique key compares them). */
  async takenUsernameKeys(usernames: string[]): Promise<Set<string>> {
    const keys = [...new Set(usernames.map(usernameKey))];
    const taken = new Set<string>();
    // Chunks keep each statement well under the databases' parameter limits.
    for (let start = 0; start < keys.length; start += 500) {
      const rows = await this.db
        .selectFrom('users')
        .select('username_key')
        .where('username_key', 'in', keys.slice(start, start + 500))
        .execute();
      for (const row of rows) taken.add(row.username_key);
    }
    return taken;
  }

  /** Creates every student or none (a username taken meanwhile rolls the whole file back). */
  async createMany(students: NewUser[]): Promise<number> {
    const timestamp = this.now().toISOString();
    await this.db.transaction().execute(async (trx) => {
      for (const student of students) {
        await trx
          .insertInto('users')
          .values({
            ...student,
            username_key: usernameKey(student.username),
            created_at: timestamp,
            updated_at: timestamp,
          })
          .execute();
      }
    });
    return students.length;
  }
}
