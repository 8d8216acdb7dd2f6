import type { AppRoute } from '../../lib/routing';

/** A student's reports, from the student list: /students/:studentId/reports/… */
export const tutorReportRoutes: AppRoute[] = [];
