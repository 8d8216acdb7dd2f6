import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueEndpoints, readFromEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { notFound } from '../../../platform/errors';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { readModeOf, setReadMode } from '../../../content/read-mode';
import { refuseTurnedOff } from '../../../domain/catalogue/turned-off';
import { viewerOf } from './viewer';

const errors = errorResponses(400, 401, 403, 404);

/**
 * The catalogue calls of docs/product-rules.md#main-service: levels → grades → subjects → clusters
 * → lessons.
 */
export function catalogueRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const catalogue = context.repositories.catalogue;
    const readCatalogue = [app.authenticate, requireAbility('read', 'Catalogue')];
    const common = { ...bearerSecurity, tags: ['catalogue'] };

    app.route({
      ...endpointRoute(catalogueEndpoints.levels, {
        ...common,
        summary: 'Levels with the grades that have content (the home categories)',
        errors,
      }),
      preValidation: readCatalogue,
      handler: async (request) => catalogue.levelsWithGrades(request.language),
    });

    app.route({
      ...endpointRoute(catalogueEndpoints.grades, {
        ...common,
        summary: "Every grade's id, name and path",
        errors,
      }),
      preValidation: readCatalogue,
      handler: async (request) => {
        const items = await catalogue.allGrades(request.language);
        return { items, total: items.length };
      },
    });

    app.route({
      ...endpointRoute(catalogueEndpoints.subjects, {
        ...common,
        summary: "A grade's subjects with the student's progress",
        errors,
      }),
      preValidation: readCatalogue,
      handler: async (request) => {
        const items = await catalogue.subjectsOfGrade(request.query.grade_id, viewerOf(request));
        return { items, total: items.length };
      },
    });

    app.route({
      ...endpointRoute(catalogueEndpoints.subject, {
        ...common,
        summary: 'One subject with its clusters',
        errors,
      }),
      preValidation: readCatalogue,
      handler: async (request) => {
        const subject = await catalogue.subject(request.params.id, viewerOf(request));
        if (!subject) throw notFound();
        return subject;
      },
    });

    app.route({
      ...endpointRoute(catalogueEndpoints.clusters, {
        ...common,
        summary: "A subject's clusters with lock state, progress and lessons",
        errors,
      }),
      preValidation: readCatalogue,
      handler: async (request) => {
        const items = await catalogue.visibleClustersOfSubject(
          request.query.subject_id,
          viewerOf(request),
        );
        return { items, total: items.length };
      },
    });

    app.route({
      ...endpointRoute(catalogueEndpoints.cluster, {
        ...common,
        summary: 'One cluster of a subject',
        errors,
      }),
      preValidation: readCatalogue,
      handler: async (request) => {
        const cluster = await catalogue.cluster(request.params.clusterId, viewerOf(request));
        if (!cluster || cluster.subject_id !== request.query.subject_id) throw notFound();
        refuseTurnedOff(cluster);
        return cluster;
      },
    });

    app.route({
      ...endpointRoute(catalogueEndpoints.lessons, {
        ...common,
        summary: "A cluster's lessons with lock state and state_id",
        errors,
      }),
      preValidation: readCatalogue,
      handler: async (request) => {
        const cluster = await catalogue.cluster(request.query.cluster_id, viewerOf(request));
        if (cluster) refuseTurnedOff(cluster);
        const items = cluster?.lessons ?? [];
        return { items, total: items.length };
      },
    });

    app.route({
      ...endpointRoute(catalogueEndpoints.lesson, {
        ...common,
        summary: 'One lesson with where it sits and its glossary',
        errors,
      }),
      preValidation: readCatalogue,
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

    app.route({
      ...endpointRoute(catalogueEndpoints.progressView, {
        ...common,
        summary: "The student's progress through one grade: subjects → clusters → lessons",
        errors,
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Lesson')],
      handler: async (request) => {
        const viewer = { ...viewerOf(request), lang: request.body.lang ?? request.language };
        const grade = await catalogue.gradeByPath(request.body.grade_path, viewer.lang);
        if (!grade) throw notFound();
        return { grade, ...(await catalogue.gradeProgress(grade.grade_id, viewer)) };
      },
    });

    app.route({
      ...endpointRoute(catalogueEndpoints.contentTree, {
        ...common,
        summary: 'The whole content tree by level (content management)',
        errors,
      }),
      preValidation: readCatalogue,
      handler: async (request) => catalogue.contentTree(request.body.lang ?? request.language),
    });

    app.route({
      ...endpointRoute(readFromEndpoints.get, {
        ...bearerSecurity,
        tags: ['settings'],
        summary: 'Where lesson content is read from: 0 local disk (default), 1 external disk',
        errors: errorResponses(401),
      }),
      preValidation: app.authenticate,
      handler: async () => ({ mode: await readModeOf(context.database.db) }),
    });

    app.route({
      ...endpointRoute(readFromEndpoints.set, {
        ...bearerSecurity,
        tags: ['settings'],
        summary: 'Set where lesson content is read from',
        errors,
      }),
      preValidation: [app.authenticate, requireAbility('manage', 'Settings')],
      handler: async (request) => {
        await setReadMode(context.database.db, request.body.mode);
        return { mode: request.body.mode };
      },
    });
  };
}
