import type { ServiceContext } from '../../../domain/service-context';
import type { LicenseService } from '../../../domain/licensing/license-service';
import type { rateLimit } from '../../../platform/rate-limits';

/** What the licensing route plugins share, built once by `licensingRoutes`. */
export interface LicensingRouteDeps {
  context: ServiceContext;
  license: LicenseService;
  /** One limit for activating online and by phone: both try license, box and key numbers. */
  activationLimit: ReturnType<typeof rateLimit>;
}
