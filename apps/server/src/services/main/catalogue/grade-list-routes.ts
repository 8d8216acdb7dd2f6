import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { catalogueDocs, catalogueErrors } from './catalogue-docs';

/** `/get_id_name_path_all_grade`: every grade's id, name and path. */
export function gradeListRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const catalogue = context.repositories.catalogue;
    app.route({
      ...endpointRoute(catalogueEndpoints.grades, {
        ...catalogueDocs,
        summary: "Every grade's id, name and path",
        errors: catalogueErrors,
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Catalogue')],
      handler: async (request) => {
        const items = await catalogue.allGrades(request.language);
        return { items, total: items.length };
      },
    });
  };
}
