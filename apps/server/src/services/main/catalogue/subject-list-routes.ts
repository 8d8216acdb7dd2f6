import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { catalogueDocs, catalogueErrors } from './catalogue-docs';
import { viewerOf } from './viewer';

/** `/subjects`: the subjects of a grade. */
export function subjectListRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const catalogue = context.repositories.catalogue;
    app.route({
      ...endpointRoute(catalogueEndpoints.subjects, {
        ...catalogueDocs,
        summary: "A grade's subjects with the student's progress",
        errors: catalogueErrors,
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Catalogue')],
      handler: async (request) => {
        const items = await catalogue.subjectsOfGrade(request.query.grade_id, viewerOf(request));
        return { items, total: items.length };
      },
    });
  };
}
