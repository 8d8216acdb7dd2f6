import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Cluster } from '@aula/shared';
import { LOCK, lessonSearchEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { searchWords } from '../../../content/fold-text';
import { viewerOf } from '../catalogue/viewer';
import { LessonSearchRepository } from './lesson-search-repository';
import { snippetAround } from './snippet';

/** How many ranked candidates are checked against what the student may open. */
const CANDIDATES = 200;

/** GET /lesson-search?q=: lessons this student may open, best matches first. */
export function lessonSearchRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const catalogue = context.repositories.catalogue;
    const search = new LessonSearchRepository(context.database.db, context.database.dialect);

    app.route({
      ...endpointRoute(lessonSearchEndpoints.search, {
        ...bearerSecurity,
        tags: ['lessons'],
        summary: "Full-text search over titles, lesson text and glossary in the user's language",
        errors: errorResponses(400, 401, 403),
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Lesson')],
      handler: async (request) => {
        const viewer = viewerOf(request);
        const words = searchWords(request.query.q);
        const candidates = await search.search(words, viewer.lang, CANDIDATES);
        const places = await catalogue.lessonPlaces(
          candidates.map((candidate) => candidate.lesson_id),
          viewer.lang,
        );
        // The student's state, one query per subject the candidates come from.
        const clusters = new Map<number, Cluster>();
        for (const subjectId of new Set(places.map((place) => place.subject_id)))
          for (const cluster of await catalogue.clustersOfSubject(subjectId, viewer))
            clusters.set(cluster.id, cluster);
        const items = [];
        for (const candidate of candidates) {
          const place = places.find((entry) => entry.lesson_id === candidate.lesson_id);
          const cluster = place && clusters.get(place.cluster_id);
          const lesson = cluster?.lessons.find((entry) => entry.id === candidate.lesson_id);
          if (!place || !cluster || !lesson || lesson.is_locked === LOCK.locked) continue;
          items.push({
            ...place,
            title: lesson.title,
            cluster_title: cluster.title,
            // The title is shown already: the snippet comes from the text and glossary after it.
            snippet: snippetAround(candidate.body.split(' ¶ ').slice(1).join(' ¶ '), words),
          });
          if (items.length === request.query.limit) break;
        }
        return { items, total: items.length };
      },
    });
  };
}
