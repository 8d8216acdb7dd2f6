import { LESSON_STATE, LOCK } from '@aula/shared';
import type { ProgressionRepository } from './progression-repository';

/**
 * How results move a student through the catalogue (docs/product-rules.md#learning-rules). Every
 * change only raises a value (a lock from 0 to 1 to 2, a state from 1 to 2 to 3), so a failed
 * retake never undoes a pass and a repeat changes nothing: counts rise once.
 */

/**
 * A quiz was finished. A pass (3 of 4 or more) completes the lesson (state 3, lock 2) and
 * opens the next one; a fail leaves it in progress (state 2): the child studies it again.
 */
export async function recordQuizResult(
  progression: ProgressionRepository,
  studentId: number,
  lesson: { id: number; cluster_id: number },
  passed: boolean,
  nextLesson: { id: number; cluster_id: number } | undefined,
  at: string,
) {
  await progression.raiseLesson(
    studentId,
    lesson,
    passed
      ? { is_locked: LOCK.completed, state_id: LESSON_STATE.completed }
      : { is_locked: LOCK.open, state_id: LESSON_STATE.inProgress },
    at,
  );
  if (passed && nextLesson)
    await progression.raiseLesson(
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
  progression: ProgressionRepository,
  studentId: number,
  cluster: { id: number; subject_id: number },
  passed: boolean,
  nextCluster: { id: number; subject_id: number } | undefined,
  at: string,
) {
  await progression.raiseCluster(
    studentId,
    cluster,
    { is_locked: passed ? LOCK.completed : LOCK.open, test_performed: 1 },
    at,
  );
  if (passed && nextCluster)
    await progression.raiseCluster(
      studentId,
      nextCluster,
      { is_locked: LOCK.open, test_performed: 0 },
      at,
    );
}
