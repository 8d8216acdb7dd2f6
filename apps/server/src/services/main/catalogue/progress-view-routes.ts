import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { notFound } from '../../../platform/errors';
import { catalogueDocs, catalogueErrors } from './catalogue-docs';
import { viewerOf } from './viewer';

/** `/progress_view`: a student's progress through one grade. */
export function progressViewRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const catalogue = context.repositories.catalogue;
    app.route({
      ...endpointRoute(catalogueEndpoints.progressView, {
        ...catalogueDocs,
        summary: "The student's progress through one grade: subjects → clusters → lessons",
        errors: catalogueErrors,
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Lesson')],
      handler: async (request) => {
        const viewer = { ...viewerOf(request), lang: request.body.lang ?? request.language };
        const grade = await catalogue.gradeByPath(request.body.grade_path, viewer.lang);
        if (!grade) throw notFound();
        return { grade, ...(await catalogue.gradeProgress(grade.grade_id, viewer)) };
      },
    });
  };
}
