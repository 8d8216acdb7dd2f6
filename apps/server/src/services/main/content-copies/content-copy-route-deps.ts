import type { ServiceContext } from '../../../domain/service-context';
import type { ContentCopiesRepository } from './content-copies-repository';
import type { ContentCopyRunner } from './copy-job';
import type { DiscPlanner } from './disc-planner';

/** What the content copies' route plugins share, built once by `contentCopiesRoutes`. */
export interface ContentCopyRouteDeps {
  context: ServiceContext;
  copies: ContentCopiesRepository;
  /** Runs the copies in the background, one at a time. */
  runner: ContentCopyRunner;
  planner: DiscPlanner;
}
