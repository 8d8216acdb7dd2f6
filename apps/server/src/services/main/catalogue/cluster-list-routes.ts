import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { catalogueDocs, catalogueErrors } from './catalogue-docs';
import { viewerOf } from './viewer';

/** `/clusters`: the clusters of a subject the viewer may see. */
export function clusterListRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const catalogue = context.repositories.catalogue;
    app.route({
      ...endpointRoute(catalogueEndpoints.clusters, {
        ...catalogueDocs,
        summary: "A subject's clusters with lock state, progress and lessons",
        errors: catalogueErrors,
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Catalogue')],
      handler: async (request) => {
        const items = await catalogue.visibleClustersOfSubject(
          request.query.subject_id,
          viewerOf(request),
        );
        return { items, total: items.length };
      },
    });
  };
}
