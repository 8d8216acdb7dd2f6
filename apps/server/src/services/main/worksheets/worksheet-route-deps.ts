import type { ServiceContext } from '../../../domain/service-context';
import type { TutorSettingsRepository } from './tutor-settings-repository';
import type { WorksheetRepository } from './worksheet-repository';

/** What the worksheet route plugins share, built once by `worksheetsRoutes`. */
export interface WorksheetRouteDeps {
  context: ServiceContext;
  worksheets: WorksheetRepository;
  settings: TutorSettingsRepository;
}
