import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readFromEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { readModeOf, setReadMode } from '../../../content/read-mode';
import { catalogueErrors } from './catalogue-docs';

/** `/read-from`: whether lesson content is read from the local disk or an external one. */
export function readFromRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const db = context.database.db;

    app.route({
      ...endpointRoute(readFromEndpoints.get, {
        ...bearerSecurity,
        tags: ['settings'],
        summary: 'Where lesson content is read from: 0 local disk (default), 1 external disk',
        errors: errorResponses(401),
      }),
      preValidation: app.authenticate,
      handler: async () => ({ mode: await readModeOf(db) }),
    });

    app.route({
      ...endpointRoute(readFromEndpoints.set, {
        ...bearerSecurity,
        tags: ['settings'],
        summary: 'Set where lesson content is read from',
        errors: catalogueErrors,
      }),
      preValidation: [app.authenticate, requireAbility('manage', 'Settings')],
      handler: async (request) => {
        await setReadMode(db, request.body.mode);
        return { mode: request.body.mode };
      },
    });
  };
}
