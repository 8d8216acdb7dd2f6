import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { walDamageStatusSchema } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
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

    app.get(
      '/wal_damage',
      {
        preValidation: [app.authenticate, requireAbility('read', 'WalDamage')],
        schema: {
          ...common,
          summary:
            'Whether recent changes were lost to a damaged database log at start, and the copy of it kept (null: nothing lost)',
          response: { 200: walDamageStatusSchema, ...errorResponses(401, 403) },
        },
      },
      async () => ({ wal_damage: await notices.current() }),
    );

    app.post(
      '/wal_damage/dismiss',
      {
        preValidation: [app.authenticate, requireAbility('delete', 'WalDamage')],
        schema: {
          ...common,
          summary: 'Dismiss the notice of a damaged database log (the kept copy stays)',
          response: { 200: walDamageStatusSchema, ...errorResponses(401, 403) },
        },
      },
      async () => {
        await notices.dismiss();
        return { wal_damage: null };
      },
    );
  };
}
