import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { worksheetEndpoints } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import type { WorksheetRouteDeps } from './worksheet-route-deps';
import { worksheetSwitchOf } from './worksheet-switch';

/** `/users/me/worksheet_settings`: the tutor's switch that lets their students print. */
export function worksheetSettingsRoutes({ settings }: WorksheetRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { ...bearerSecurity, tags: ['worksheets'] };

    app.route({
      ...endpointRoute(worksheetEndpoints.settings, {
        ...common,
        summary: "Whether worksheets are on: a tutor's own switch, or a student's tutor's",
        errors: errorResponses(401, 403),
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Worksheet')],
      handler: async (request) => ({
        enabled: await worksheetSwitchOf(settings, signedInUser(request).row),
      }),
    });

    app.route({
      ...endpointRoute(worksheetEndpoints.updateSettings, {
        ...common,
        summary: 'Let your students print worksheets, or not',
        errors: errorResponses(400, 401, 403),
      }),
      preValidation: [app.authenticate, requireAbility('manage', 'Worksheet')],
      handler: async (request) => {
        const tutor = signedInUser(request).row;
        await settings.saveWorksheetsEnabled(tutor.id, request.body.enabled);
        return { enabled: await settings.worksheetsEnabled(tutor.id) };
      },
    });
  };
}
