import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../domain/service-context';
import { activityTimeReportRoutes } from './activity-time-report-routes';
import { attendanceReportRoutes } from './attendance-report-routes';
import { dailyReportRoutes } from './daily-report-routes';
import { hardestQuestionsRoutes } from './hardest-questions-routes';
import { NeedsHelpRepository } from './needs-help-repository';
import { progressReportRoutes } from './progress-report-routes';
import type { ReportRouteDeps } from './report-route-deps';
import { ReportsRepository } from './reports-repository';

/** Per-student reports (progress, activity time, daily activity, attendance) and hardest questions. */
export function reportsRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const db = context.database.db;
    const deps: ReportRouteDeps = {
      context,
      reports: new ReportsRepository(db, context.catalogue),
      needsHelp: new NeedsHelpRepository(db, context.catalogue),
    };
    await app.register(progressReportRoutes(deps));
    await app.register(activityTimeReportRoutes(deps));
    await app.register(dailyReportRoutes(deps));
    await app.register(attendanceReportRoutes(deps));
    await app.register(hardestQuestionsRoutes(deps));
  };
}
