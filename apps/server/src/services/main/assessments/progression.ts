import type { Database, Kysely, Transaction } from '@aula/db';
import { sql } from '@aula/db';
import { LESSON_STATE, LOCK } from '@aula/shared';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * How results move a student through the catalogue (docs/product-rules.md#learning-rules). Every
 * change only raises a value (a lock from 0 to 1 to 2, a state from 1 to 2 to 3), so a failed
 * retake never undoes a pass and a repeat changes nothing: counts rise once.
 */

/** is_locked / state_id never go down. */
const raise = (column: 'is_locked' | 'state_id', table: string, value: number) =>
  sql<number>`CASE WHEN ${sql.ref(`${table}.${column}`)} < ${value} THEN ${value} ELSE ${sql.ref(`${table}.${column}`)} END`;

async function raiseLesson(
  db: Db,
  studentId: number,
  lesson: { id: number; cluster_id: number },
  values: { is_locked: number; state_id: number },
  at: string,
) {
  await db
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

async function raiseCluster(
  db: Db,
  studentId: number,
  cluster: { id: number; subject_id: number },
  values: { is_locked: number; test_performed: number },
  at: string,
) {
  await db
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

/**
 * A quiz was finished. A pass (3 of 4 or more) completes the lesson (state 3, lock 2) and
 * opens the next one; a fail leaves it in progress (state 2): the child studies it again.
 */
export async function recordQuizResult(
  db: Db,
  studentId: number,
  lesson: { id: number; cluster_id: number },
  passed: boolean,
  nextLesson: { id: number; cluster_id: number } | undefined,
  at: string,
) {
  await raiseLesson(
    db,
    studentId,
    lesson,
    passed
      ? { is_locked: LOCK.completed, state_id: LESSON_STATE.completed }
      : { is_locked: LOCK.open, state_id: LESSON_STATE.inProgress },
    at,
  );
  if (passed && nextLesson)
    await raiseLesson(
      db,
      studentId,
      nextLesson,
      { is_locked: LOCK.open, state_id: LESSON_STATE.notStarted },
      at,
    );
}

/**
 * A test was finished. At or above the pass mark the cluster is completed (lock 2, 100 %) and
 * the next one opens; below it the cluster only counts the test as taken and keeps its
 * lessons' progress (80 % at most), so a retake can still complete it.
 */
export async function recordTestResult(
  db: Db,
  studentId: number,
  cluster: { id: number; subject_id: number },
  passed: boolean,
  nextCluster: { id: number; subject_id: number } | undefined,
  at: string,
) {
  await raiseCluster(
    db,
    studentId,
    cluster,
    { is_locked: passed ? LOCK.completed : LOCK.open, test_performed: 1 },
    at,
  );
  if (passed && nextCluster)
    await raiseCluster(db, studentId, nextCluster, { is_locked: LOCK.open, test_performed: 0 }, at);
}
