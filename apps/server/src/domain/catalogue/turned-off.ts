import { AppError } from '../../platform/errors';

/**
 * A cluster the student's tutor turned off: its lessons, quizzes and tests are refused with this
 * at once, on every route, so a child never keeps studying what was just switched off.
 */
const clusterDisabled = () => new AppError(403, 'cluster_disabled', 'errors.clusterDisabled');

/** Refuses a turned-off cluster (tutors see every cluster as on). */
export function refuseTurnedOff(cluster: { enabled: boolean }): void {
  if (!cluster.enabled) throw clusterDisabled();
}
