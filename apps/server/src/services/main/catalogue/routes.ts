import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clusterListSchema,
  clusterParamsSchema,
  clusterSchema,
  clustersQuerySchema,
  contentTreeRequestSchema,
  contentTreeSchema,
  gradeListSchema,
  idParamsSchema,
  lessonDetailSchema,
  lessonListSchema,
  lessonsQuerySchema,
  levelListSchema,
  progressViewRequestSchema,
  progressViewSchema,
  readFromRequestSchema,
  readFromSchema,
  subjectDetailSchema,
  subjectListSchema,
  subjectsQuerySchema,
  tokenOnlyRequestSchema,
} from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { notFound } from '../../../platform/errors';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { readModeOf, setReadMode } from '../../../content/read-mode';
import { CatalogueRepository } from '../../../domain/catalogue/catalogue-repository';
import { refuseTurnedOff } from '../../../domain/catalogue/turned-off';
import { viewerOf } from './viewer';

const errors = errorResponses(400, 401, 403, 404);

/**
 * The catalogue calls of docs/product-rules.md#main-service: levels → grades → subjects → clusters
 * → lessons.
 */
export function catalogueRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const catalogue = new CatalogueRepository(context.database.db, context.catalogue);
    const readCatalogue = [app.authenticate, requireAbility('read', 'Catalogue')];
    const common = { ...bearerSecurity, tags: ['catalogue'] };

    app.get(
      '/levels',
      {
        preValidation: readCatalogue,
        schema: {
          ...common,
          summary: 'Levels with the grades that have content (the home categories)',
          response: { 200: levelListSchema, ...errors },
        },
      },
      async (request) => catalogue.levelsWithGrades(request.language),
    );

    app.post(
      '/get_id_name_path_all_grade',
      {
        preValidation: readCatalogue,
        schema: {
          ...common,
          summary: "Every grade's id, name and path",
          body: tokenOnlyRequestSchema,
          response: { 200: gradeListSchema, ...errors },
        },
      },
      async (request) => {
        const items = await catalogue.allGrades(request.language);
        return { items, total: items.length };
      },
    );

    app.get(
      '/subjects',
      {
        preValidation: readCatalogue,
        schema: {
          ...common,
          summary: "A grade's subjects with the student's progress",
          querystring: subjectsQuerySchema,
          response: { 200: subjectListSchema, ...errors },
        },
      },
      async (request) => {
        const items = await catalogue.subjectsOfGrade(request.query.grade_id, viewerOf(request));
        return { items, total: items.length };
      },
    );

    app.get(
      '/subjects/:id',
      {
        preValidation: readCatalogue,
        schema: {
          ...common,
          summary: 'One subject with its clusters',
          params: idParamsSchema,
          response: { 200: subjectDetailSchema, ...errors },
        },
      },
      async (request) => {
        const subject = await catalogue.subject(request.params.id, viewerOf(request));
        if (!subject) throw notFound();
        return subject;
      },
    );

    app.get(
      '/clusters',
      {
        preValidation: readCatalogue,
        schema: {
          ...common,
          summary: "A subject's clusters with lock state, progress and lessons",
          querystring: clustersQuerySchema,
          response: { 200: clusterListSchema, ...errors },
        },
      },
      async (request) => {
        const items = await catalogue.visibleClustersOfSubject(
          request.query.subject_id,
          viewerOf(request),
        );
        return { items, total: items.length };
      },
    );

    app.get(
      '/clusters/:clusterId',
      {
        preValidation: readCatalogue,
        schema: {
          ...common,
          summary: 'One cluster of a subject',
          params: clusterParamsSchema,
          querystring: clustersQuerySchema,
          response: { 200: clusterSchema, ...errors },
        },
      },
      async (request) => {
        const cluster = await catalogue.cluster(request.params.clusterId, viewerOf(request));
        if (!cluster || cluster.subject_id !== request.query.subject_id) throw notFound();
        refuseTurnedOff(cluster);
        return cluster;
      },
    );

    app.get(
      '/lessons',
      {
        preValidation: readCatalogue,
        schema: {
          ...common,
          summary: "A cluster's lessons with lock state and state_id",
          querystring: lessonsQuerySchema,
          response: { 200: lessonListSchema, ...errors },
        },
      },
      async (request) => {
        const cluster = await catalogue.cluster(request.query.cluster_id, viewerOf(request));
        if (cluster) refuseTurnedOff(cluster);
        const items = cluster?.lessons ?? [];
        return { items, total: items.length };
      },
    );

    app.get(
      '/lessons/:id',
      {
        preValidation: readCatalogue,
        schema: {
          ...common,
          summary: 'One lesson with where it sits and its glossary',
          params: idParamsSchema,
          response: { 200: lessonDetailSchema, ...errors },
        },
      },
      async (request) => {
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
    );

    app.post(
      '/progress_view',
      {
        preValidation: [app.authenticate, requireAbility('read', 'Lesson')],
        schema: {
          ...common,
          summary: "The student's progress through one grade: subjects → clusters → lessons",
          body: progressViewRequestSchema,
          response: { 200: progressViewSchema, ...errors },
        },
      },
      async (request) => {
        const viewer = { ...viewerOf(request), lang: request.body.lang ?? request.language };
        const grade = await catalogue.gradeByPath(request.body.grade_path, viewer.lang);
        if (!grade) throw notFound();
        return { grade, ...(await catalogue.gradeProgress(grade.grade_id, viewer)) };
      },
    );

    app.post(
      '/api/get_all_content_from_nivel',
      {
        preValidation: readCatalogue,
        schema: {
          ...common,
          summary: 'The whole content tree by level (content management)',
          body: contentTreeRequestSchema,
          response: { 200: contentTreeSchema, ...errors },
        },
      },
      async (request) => catalogue.contentTree(request.body.lang ?? request.language),
    );

    app.get(
      '/read-from',
      {
        preValidation: app.authenticate,
        schema: {
          ...bearerSecurity,
          tags: ['settings'],
          summary: 'Where lesson content is read from: 0 local disk (default), 1 external disk',
          response: { 200: readFromSchema, ...errorResponses(401) },
        },
      },
      async () => ({ mode: await readModeOf(context.database.db) }),
    );

    app.post(
      '/read-from',
      {
        preValidation: [app.authenticate, requireAbility('manage', 'Settings')],
        schema: {
          ...bearerSecurity,
          tags: ['settings'],
          summary: 'Set where lesson content is read from',
          body: readFromRequestSchema,
          response: { 200: readFromSchema, ...errors },
        },
      },
      async (request) => {
        await setReadMode(context.database.db, request.body.mode);
        return { mode: request.body.mode };
      },
    );
  };
}
