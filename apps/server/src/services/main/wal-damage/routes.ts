import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { walDamageEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { WalDamageRepository } from './wal-damage-repository';

/**
 * The notice that the database's write-ahead log was found damaged at start, so that recent
 * changes were lost: read by installers and tutors (their screens say what happened and how to
 * restore a backup), dismissed by an installer.
 */
export function walDamageRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const notices = new WalDamageRepository(context.database.db);
    const common = { ...bearerSecurity, tags: ['installation'] };

    app.route({
      ...endpointRoute(walDamageEndpoints.get, {
        ...common,
        summary:
          'Whether recent changes were lost to a damaged database log at start, and the copy of it kept (null: nothing lost)',
        errors: errorResponses(401, 403),
      }),
      preValidation: [app.authenticate, requireAbility('read', 'WalDamage')],
      handler: async () => ({ wal_damage: await notices.current() }),
    });

    app.route({
      ...endpointRoute(walDamageEndpoints.dismiss, {
        ...common,
        summary: 'Dismiss the notice of a damaged database log (the kept copy stays)',
        errors: errorResponses(401, 403),
      }),
      preValidation: [app.authenticate, requireAbility('delete', 'WalDamage')],
      handler: async () => {
        await notices.dismiss();
        return { wal_damage: null };
      },
    });
  };
}
