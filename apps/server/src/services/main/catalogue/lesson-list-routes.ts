import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { refuseTurnedOff } from '../../../domain/catalogue/turned-off';
import { catalogueDocs, catalogueErrors } from './catalogue-docs';
import { viewerOf } from './viewer';

/** `/lessons`: the lessons of a cluster. */
export function lessonListRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const catalogue = context.repositories.catalogue;
    app.route({
      ...endpointRoute(catalogueEndpoints.lessons, {
        ...catalogueDocs,
        summary: "A cluster's lessons with lock state and state_id",
        errors: catalogueErrors,
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Catalogue')],
      handler: async (request) => {
        const cluster = await catalogue.cluster(request.query.cluster_id, viewerOf(request));
        if (cluster) refuseTurnedOff(cluster);
        const items = cluster?.lessons ?? [];
        return { items, total: items.length };
      },
    });
  };
}
