import type { ServiceContext } from '../../../domain/service-context';
import type { NeedsHelpRepository } from './needs-help-repository';
import type { ReportsRepository } from './reports-repository';

/** What the report route plugins share, built once by `reportsRoutes`. */
export interface ReportRouteDeps {
  context: ServiceContext;
  reports: ReportsRepository;
  needsHelp: NeedsHelpRepository;
}
