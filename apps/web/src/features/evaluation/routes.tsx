import type { AppRoute } from '../../lib/routing';

/** The tutor's /evaluation: set one up, follow it, read its results. */
export const tutorEvaluationRoutes: AppRoute[] = [];

/** The student takes an evaluation their tutor set up. */
export const studentEvaluationRoutes: AppRoute[] = [];
