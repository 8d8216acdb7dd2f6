import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../domain/service-context';
import { licenseServiceFor } from '../../../domain/licensing/license-service';
import { rateLimit, rateLimits } from '../../../platform/rate-limits';
import { licenseStatusRoutes } from './license-status-routes';
import type { LicensingRouteDeps } from './licensing-route-deps';
import { onlineActivationRoutes } from './online-activation-routes';
import { phoneActivationRoutes } from './phone-activation-routes';
import { vendorActivationRoutes } from './vendor-activation-routes';
import { webTrialRegistrationRoutes } from './web-trial-registration-routes';

/**
 * Licensing: this installation's status (POST /tpm_is_activated), activating it online or by
 * phone, the web trial's registration, and the vendor's activation server that online
 * activation calls (hosted here, standing for the vendor's own).
 */
export function licensingRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const deps: LicensingRouteDeps = {
      context,
      license: licenseServiceFor(context),
      activationLimit: rateLimit(context, rateLimits.activation),
    };
    await app.register(licenseStatusRoutes(deps));
    await app.register(onlineActivationRoutes(deps));
    await app.register(phoneActivationRoutes(deps));
    await app.register(webTrialRegistrationRoutes(deps));
    await app.register(vendorActivationRoutes(deps));
  };
}
