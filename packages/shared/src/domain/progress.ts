import { LESSONS_PROGRESS_SHARE, LOCK } from '../constants';

/**
 * Progress rules (docs/product-rules.md#progress), shared by the server that computes them and the
 * screens that explain them.
 */

/** Without a saved state, the first cluster of a subject and the first lesson of a cluster are open. */
export function defaultLock(position: number): 0 | 1 {
  return position === 1 ? LOCK.open : LOCK.locked;
}

/** Completed lessons count up to 80 %; a cluster completed by its test (lock 2) is 100 %. */
export function clusterProgressPercent(
  completedLessons: number,
  totalLessons: number,
  isLocked: number,
): number {
  if (isLocked === LOCK.completed) return 100;
  if (totalLessons === 0) return 0;
  return Math.round(
    (Math.min(completedLessons, totalLessons) / totalLessons) * LESSONS_PROGRESS_SHARE,
  );
}

/**
 * How many of a cluster's lessons are still to complete before its test opens: the server
 * refuses to start it before (409 test_not_open), a retake included.
 */
export function lessonsLeftBeforeTest(cluster: {
  completed_lessons: number;
  total_lessons: number;
}): number {
  return Math.max(0, cluster.total_lessons - cluster.completed_lessons);
}

/** A subject's progress: the mean of its clusters' progress, rounded. */
export function subjectProgressPercent(clusterPercents: readonly number[]): number {
  if (clusterPercents.length === 0) return 0;
  return Math.round(
    clusterPercents.reduce((sum, percent) => sum + percent, 0) / clusterPercents.length,
  );
}
