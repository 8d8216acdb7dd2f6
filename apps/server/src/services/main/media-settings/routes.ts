import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLE_IDS, mediaSettingsEndpoints } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import type { UserRow } from '../../../domain/users/users-repository';
import { MediaSettingsRepository } from './media-settings-repository';

/**
 * The tutor's intro video, lesson audio and question auto-read switches. They apply to the tutor
 * and to their students, who read them (and cannot change them).
 */
export function mediaSettingsRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const settings = new MediaSettingsRepository(context.database.db, context.now);
    const common = { ...bearerSecurity, tags: ['settings'] };

    /** Whose switches concern the user: a tutor's own, a student's tutor's. */
    async function settingsFor(user: UserRow) {
      if (user.rol_id !== ROLE_IDS.student) return settings.settingsOf(user.id);
      // A student without a tutor has nobody to turn anything off: the defaults.
      return settings.settingsOf(user.tutor_id ?? -1);
    }

    app.route({
      ...endpointRoute(mediaSettingsEndpoints.get, {
        ...common,
        summary:
          "Whether the intro video, lesson audio and reading questions aloud are on: a tutor's own, or a student's tutor's",
        errors: errorResponses(401, 403),
      }),
      preValidation: [app.authenticate, requireAbility('read', 'MediaSettings')],
      handler: async (request) => settingsFor(signedInUser(request).row),
    });

    app.route({
      ...endpointRoute(mediaSettingsEndpoints.update, {
        ...common,
        summary:
          'Turn the intro video, lesson audio or reading questions aloud on or off, for you and your students',
        errors: errorResponses(400, 401, 403),
      }),
      preValidation: [app.authenticate, requireAbility('manage', 'MediaSettings')],
      handler: async (request) => {
        const tutor = signedInUser(request).row;
        await settings.save(tutor.id, request.body);
        return settings.settingsOf(tutor.id);
      },
    });
  };
}
