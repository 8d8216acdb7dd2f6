import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ActivationStatus } from '@aula/shared';
import { licensingEndpoints } from '@aula/shared';
import { signActivationToken, readActivationToken } from '../../../licensing/activation-tokens';
import { checkPhoneKey } from '../../../licensing/phone-keys';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { rateLimit, rateLimits } from '../../../platform/rate-limits';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { requestActivation } from './activation-client';
import { licenseErrors } from '../../../domain/licensing/license-errors';
import type { LicenseState } from '../../../domain/licensing/license-service';
import { licenseServiceFor } from '../../../domain/licensing/license-service';
import { grantActivation, serialOrRefuse } from './vendor-activations';

/**
 * Licensing: this installation's status (POST /tpm_is_activated), activating it online or by
 * phone, the web trial's registration, and the vendor's activation server that online
 * activation calls (hosted here, standing for the vendor's own).
 */
export function licensingRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const license = licenseServiceFor(context);
    const common = { ...bearerSecurity, tags: ['licensing'] };
    const manageLicense = [app.authenticate, requireAbility('manage', 'License')];
    // Online and by phone count together: both try license, box and key numbers.
    const activationLimit = rateLimit(context, rateLimits.activation);

    /**
     * The status as the caller may see it: the installation id and the trial's registered
     * email are for those who manage the license (tutors, installers), not for students.
     */
    function statusOf(state: LicenseState, forManager: boolean): ActivationStatus {
      return {
        activated: state.status === 'activated',
        status: state.status,
        trial: {
          started_at: state.trialStartedAt,
          ends_at: state.trialEndsAt,
          days_left: state.daysLeft,
          registered_email: forManager ? (state.registration?.email ?? null) : null,
          registered_at: forManager ? (state.registration?.registered_at ?? null) : null,
        },
        installation_id: forManager ? state.installationId : null,
        activated_at: state.activation?.activatedAt ?? null,
        activation_method: state.activation?.method ?? null,
        box_number: state.activation?.boxNumber ?? null,
        seats: state.activation?.seats ?? null,
        test_keys: state.testKeys,
      };
    }

    app.route({
      ...endpointRoute(licensingEndpoints.status, {
        ...common,
        summary:
          "This installation's activation and web trial (the installation id for tutors " +
          'and installers only)',
        errors: errorResponses(400, 401),
      }),
      preValidation: app.authenticate,
      handler: async (request) => {
        const { ability } = signedInUser(request);
        return statusOf(await license.state(), ability.can('manage', 'License'));
      },
    });

    app.route({
      ...endpointRoute(licensingEndpoints.activateOnline, {
        ...common,
        summary: 'Activate online: the license and box numbers go to the activation server',
        errors: errorResponses(400, 401, 403, 409, 429, 502, 503),
      }),
      preValidation: manageLicense,
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

    app.route({
      ...endpointRoute(licensingEndpoints.activateByPhone, {
        ...common,
        summary: 'Activate by phone: the key number support dictates for this installation id',
        errors: errorResponses(400, 401, 403, 429),
      }),
      preValidation: manageLicense,
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

    app.route({
      ...endpointRoute(licensingEndpoints.registerWebTrial, {
        ...common,
        summary: 'Register the web trial to an email address (typed twice)',
        errors: errorResponses(400, 401, 403, 429),
      }),
      preValidation: [app.authenticate, requireAbility('manage', 'Settings')],
      preHandler: rateLimit(context, rateLimits.trialRegistration),
      handler: async (request) => {
        await license.installation.saveTrialRegistration({
          email: request.body.email,
          registered_at: context.now().toISOString(),
        });
        return statusOf(await license.state(), true);
      },
    });

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
