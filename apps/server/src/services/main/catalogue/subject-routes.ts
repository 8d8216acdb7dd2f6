import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { notFound } from '../../../platform/errors';
import { catalogueDocs, catalogueErrors } from './catalogue-docs';
import { viewerOf } from './viewer';

/** `/subjects/:id`: one subject. */
export function subjectRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const catalogue = context.repositories.catalogue;
    app.route({
      ...endpointRoute(catalogueEndpoints.subject, {
        ...catalogueDocs,
        summary: 'One subject with its clusters',
        errors: catalogueErrors,
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Catalogue')],
      handler: async (request) => {
        const subject = await catalogue.subject(request.params.id, viewerOf(request));
        if (!subject) throw notFound();
        return subject;
      },
    });
  };
}
