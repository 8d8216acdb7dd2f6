import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { licensingEndpoints } from '@aula/shared';
import { signActivationToken } from '../../../licensing/activation-tokens';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { rateLimit, rateLimits } from '../../../platform/rate-limits';
import { errorResponses } from '../../../platform/route-schemas';
import { licenseErrors } from '../../../domain/licensing/license-errors';
import type { LicensingRouteDeps } from './licensing-route-deps';
import { grantActivation } from './vendor-activations';

/**
 * `/vendor/activations`: the vendor's activation server that online activation calls
 * (hosted here, standing for the vendor's own).
 */
export function vendorActivationRoutes({
  context,
  license,
}: LicensingRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(licensingEndpoints.vendorActivation, {
        tags: ['licensing'],
        summary:
          "The vendor's activation server: checks the license and its seats, records the " +
          'installation and returns its signed activation token',
        errors: errorResponses(400, 409, 429, 503),
      }),
      preHandler: rateLimit(context, rateLimits.vendorActivation),
      handler: async (request) => {
        const privateKey = license.privateKey();
        if (!privateKey) throw licenseErrors.vendorNotConfigured();
        const grant = await grantActivation(context.database.db, context.now, license.publicKey, {
          serial: request.body.serial,
          boxNumber: request.body.box_number,
          installationId: request.body.installation_id,
          method: 'online',
        });
        return {
          activation_token: signActivationToken(privateKey, {
            serial_id: grant.serial.serialId,
            box_number: grant.serial.boxNumber,
            installation_id: grant.installationId,
            seats: grant.serial.seats,
            activated_at: context.now().toISOString(),
          }),
          seats: grant.serial.seats,
          seats_used: grant.seatsUsed,
        };
      },
    });
  };
}
