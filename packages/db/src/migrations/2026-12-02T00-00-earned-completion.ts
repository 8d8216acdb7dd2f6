import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Completion is earned: a lesson is completed only by a passed quiz, a cluster only by a test
 * at or above the student's pass mark. Until now any finished quiz completed its lesson and
 * any finished test (0 % included) completed its cluster and opened the next, so the states
 * saved so far are recomputed from the recorded attempts under the new rules. Nothing the
 * student did is deleted: attempts stay as they were, a lesson falls back to "in progress"
 * (it was worked on), a cluster to "open", and a cluster that only a failed test had opened is
 * locked again only where the student has not started anything in it.
 *
 * Also adds each student's pass mark for tests, 60 % by default (anything above an F; 0 is
 * "any finished test"), and to each test attempt the mark it was taken under.
 */

/** The pass mark every test had before tutors could choose one: the new default. */
const DEFAULT_PASS_PERCENT = 60;

// Migrations are frozen in time, so they do not use the app's typed tables.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: Kysely<unknown>): Promise<void> {
  const anyDb = db as AnyDb;
  await db.schema
    .alterTable('student_test_settings')
    .addColumn('pass_percent', 'integer', (column) =>
      column.notNull().defaultTo(DEFAULT_PASS_PERCENT),
    )
    .execute();
  // The mark a test was taken under, so a later change of the setting does not rewrite it.
  await db.schema
    .alterTable('test_attempts')
    .addColumn('pass_percent', 'integer', (column) =>
      column.notNull().defaultTo(DEFAULT_PASS_PERCENT),
    )
    .execute();

  const passedQuiz = sql<boolean>`EXISTS (
    SELECT 1 FROM quiz_attempts
    WHERE quiz_attempts.student_id = student_lesson_states.student_id
      AND quiz_attempts.lesson_id = student_lesson_states.lesson_id
      AND quiz_attempts.passed = 1)`;
  await anyDb
    .updateTable('student_lesson_states')
    .set({ state_id: 2 })
    .where('state_id', '=', 3)
    .where(sql<boolean>`NOT ${passedQuiz}`)
    .execute();
  await anyDb
    .updateTable('student_lesson_states')
    .set({ is_locked: 1 })
    .where('is_locked', '=', 2)
    .where(sql<boolean>`NOT ${passedQuiz}`)
    .execute();

  const passingTest = (cluster: ReturnType<typeof sql.ref>) => sql<boolean>`EXISTS (
    SELECT 1 FROM test_attempts
    WHERE test_attempts.student_id = student_cluster_states.student_id
      AND test_attempts.cluster_id = ${cluster}
      AND test_attempts.finished_at IS NOT NULL
      AND test_attempts.correct_count * 100 >= test_attempts.total * ${DEFAULT_PASS_PERCENT})`;
  await anyDb
    .updateTable('student_cluster_states')
    .set({ is_locked: 1 })
    .where('is_locked', '=', 2)
    .where(sql<boolean>`NOT ${passingTest(sql.ref('student_cluster_states.cluster_id'))}`)
    .execute();

  // A cluster opened (lock 1, no test of its own) by the test of the cluster before it, where
  // that cluster is not completed after all and nothing was started here: locked again, by
  // taking away its saved state (the catalogue's default locks it behind the one before). One
  // statement, so a district's thousands of students take one pass, not queries per row.
  const previousCluster = sql`(
    SELECT before.id FROM clusters before
    JOIN clusters here ON here.id = student_cluster_states.cluster_id
    WHERE before.subject_id = here.subject_id AND before.position < here.position
    ORDER BY before.position DESC LIMIT 1)`;
  await anyDb
    .deleteFrom('student_cluster_states')
    .where('is_locked', '=', 1)
    .where('test_performed', '=', 0)
    .where(sql<boolean>`${previousCluster} IS NOT NULL`)
    .where(
      sql<boolean>`NOT EXISTS (
        SELECT 1 FROM student_cluster_states previous
        WHERE previous.student_id = student_cluster_states.student_id
          AND previous.cluster_id = ${previousCluster}
          AND previous.is_locked = 2)`,
    )
    .where(
      sql<boolean>`NOT EXISTS (
        SELECT 1 FROM student_lesson_states
        WHERE student_lesson_states.student_id = student_cluster_states.student_id
          AND student_lesson_states.cluster_id = student_cluster_states.cluster_id
          AND student_lesson_states.state_id >= 2)`,
    )
    .where(
      sql<boolean>`NOT EXISTS (
        SELECT 1 FROM quiz_attempts
        WHERE quiz_attempts.student_id = student_cluster_states.student_id
          AND quiz_attempts.cluster_id = student_cluster_states.cluster_id)`,
    )
    .execute();
}

/** Forward-only: migrations are never rolled back in the field. */
export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
