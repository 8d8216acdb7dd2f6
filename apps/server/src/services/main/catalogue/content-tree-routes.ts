import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { catalogueDocs, catalogueErrors } from './catalogue-docs';

/** `/api/get_all_content_from_nivel`: the whole content tree, for managing content. */
export function contentTreeRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const catalogue = context.repositories.catalogue;
    app.route({
      ...endpointRoute(catalogueEndpoints.contentTree, {
        ...catalogueDocs,
        summary: 'The whole content tree by level (content management)',
        errors: catalogueErrors,
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Catalogue')],
      handler: async (request) => catalogue.contentTree(request.body.lang ?? request.language),
    });
  };
}
