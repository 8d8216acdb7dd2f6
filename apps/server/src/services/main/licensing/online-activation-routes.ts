import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { licensingEndpoints } from '@aula/shared';
import { readActivationToken } from '../../../licensing/activation-tokens';
import { requireAbility } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { licenseErrors } from '../../../domain/licensing/license-errors';
import { requestActivation } from './activation-client';
import { statusOf } from './license-status';
import type { LicensingRouteDeps } from './licensing-route-deps';
import { serialOrRefuse } from './vendor-activations';

/** `/activation`: activating online, through the vendor's activation server. */
export function onlineActivationRoutes({
  context,
  license,
  activationLimit,
}: LicensingRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(licensingEndpoints.activateOnline, {
        ...bearerSecurity,
        tags: ['licensing'],
        summary: 'Activate online: the license and box numbers go to the activation server',
        errors: errorResponses(400, 401, 403, 409, 429, 502, 503),
      }),
      preValidation: [app.authenticate, requireAbility('manage', 'License')],
      preHandler: activationLimit,
      handler: async (request) => {
        const { serial: typed, box_number } = request.body;
        // Checked here first: a mistyped number needs no network to be refused.
        const serial = serialOrRefuse(license.publicKey, typed, box_number);
        const installationId = await license.installation.installationId();
        const url =
          context.env.ACTIVATION_URL ??
          `http://127.0.0.1:${context.env.MAIN_PORT}/vendor/activations`;
        const granted = await requestActivation(
          url,
          { serial: typed, box_number, installation_id: installationId },
          { language: request.language, seats: serial.seats },
        );
        const claims = readActivationToken(
          license.publicKey,
          granted.activation_token,
          installationId,
        );
        if (!claims || claims.serial_id !== serial.serialId)
          throw licenseErrors.activationRefused();
        await license.installation.saveActivation({
          method: 'online',
          token: granted.activation_token,
        });
        license.forgetCachedState();
        return statusOf(await license.state(), true);
      },
    });
  };
}
