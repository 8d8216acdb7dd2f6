import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { licensingEndpoints } from '@aula/shared';
import { checkPhoneKey } from '../../../licensing/phone-keys';
import { requireAbility } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { licenseErrors } from '../../../domain/licensing/license-errors';
import { statusOf } from './license-status';
import type { LicensingRouteDeps } from './licensing-route-deps';
import { serialOrRefuse } from './vendor-activations';

/** `/activation/phone`: activating with the key number support dictates. */
export function phoneActivationRoutes({
  context,
  license,
  activationLimit,
}: LicensingRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(licensingEndpoints.activateByPhone, {
        ...bearerSecurity,
        tags: ['licensing'],
        summary: 'Activate by phone: the key number support dictates for this installation id',
        errors: errorResponses(400, 401, 403, 429),
      }),
      preValidation: [app.authenticate, requireAbility('manage', 'License')],
      preHandler: activationLimit,
      handler: async (request) => {
        const { serial: typed, box_number, key_number } = request.body;
        const serial = serialOrRefuse(license.publicKey, typed, box_number);
        const installationId = await license.installation.installationId();
        if (!checkPhoneKey(license.publicKey, serial, installationId, key_number))
          throw licenseErrors.keyInvalid();
        await license.installation.saveActivation({
          method: 'phone',
          serial: typed,
          box_number,
          key_number,
          activated_at: context.now().toISOString(),
        });
        license.forgetCachedState();
        return statusOf(await license.state(), true);
      },
    });
  };
}
