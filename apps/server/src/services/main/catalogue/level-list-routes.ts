import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { catalogueDocs, catalogueErrors } from './catalogue-docs';

/** `/levels`: the home's categories. */
export function levelListRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const catalogue = context.repositories.catalogue;
    app.route({
      ...endpointRoute(catalogueEndpoints.levels, {
        ...catalogueDocs,
        summary: 'Levels with the grades that have content (the home categories)',
        errors: catalogueErrors,
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Catalogue')],
      handler: async (request) => catalogue.levelsWithGrades(request.language),
    });
  };
}
