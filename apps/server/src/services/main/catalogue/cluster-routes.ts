import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { notFound } from '../../../platform/errors';
import { refuseTurnedOff } from '../../../domain/catalogue/turned-off';
import { catalogueDocs, catalogueErrors } from './catalogue-docs';
import { viewerOf } from './viewer';

/** `/clusters/:clusterId`: one cluster of a subject. */
export function clusterRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const catalogue = context.repositories.catalogue;
    app.route({
      ...endpointRoute(catalogueEndpoints.cluster, {
        ...catalogueDocs,
        summary: 'One cluster of a subject',
        errors: catalogueErrors,
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Catalogue')],
      handler: async (request) => {
        const cluster = await catalogue.cluster(request.params.clusterId, viewerOf(request));
        if (!cluster || cluster.subject_id !== request.query.subject_id) throw notFound();
        refuseTurnedOff(cluster);
        return cluster;
      },
    });
  };
}
