import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { notFound } from '../../../platform/errors';
import { refuseTurnedOff } from '../../../domain/catalogue/turned-off';
import { catalogueDocs, catalogueErrors } from './catalogue-docs';
import { viewerOf } from './viewer';

/** `/lessons/:id`: one lesson, with where it sits and its glossary. */
export function lessonRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const catalogue = context.repositories.catalogue;
    app.route({
      ...endpointRoute(catalogueEndpoints.lesson, {
        ...catalogueDocs,
        summary: 'One lesson with where it sits and its glossary',
        errors: catalogueErrors,
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Catalogue')],
      handler: async (request) => {
        const viewer = viewerOf(request);
        const lesson = await catalogue.lesson(request.params.id, viewer);
        if (!lesson) throw notFound();
        refuseTurnedOff({ enabled: lesson.cluster_enabled });
        const { pack_id: _pack, narration, cluster_enabled: _enabled, ...fields } = lesson;
        return {
          ...fields,
          has_narration: narration !== null,
          glossary: await catalogue.glossaryOfLesson(lesson.id, viewer.lang),
        };
      },
    });
  };
}
