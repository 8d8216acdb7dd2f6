import type { ServiceContext } from '../../../domain/service-context';
import type { TestRepository } from './test-repository';
import type { TestSettingsRepository } from './test-settings-repository';

/** What the tests' route plugins share, built once by `testRoutes`. */
export interface TestRouteDeps {
  context: ServiceContext;
  tests: TestRepository;
  settings: TestSettingsRepository;
}
