import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentCopy, Language } from '@aula/shared';
import { contentCopyEndpoints } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { AppError, notFound } from '../../../platform/errors';
import { translate } from '../../../platform/i18n';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import type { ContentCopyRow } from './content-copies-repository';
import { ContentCopiesRepository } from './content-copies-repository';
import { ContentCopyRunner } from './copy-job';
import { discFolder, listDiscs } from './discs';
import { DiscPlanner } from './disc-planner';

function present(copy: ContentCopyRow, language: Language): ContentCopy {
  return {
    id: copy.id,
    disc: copy.disc,
    pack_id: copy.pack_id,
    pack_title: { en: copy.pack_title_en, es: copy.pack_title_es },
    grade_ids: copy.grade_ids,
    status: copy.status,
    bytes_done: copy.bytes_done,
    bytes_total: copy.bytes_total,
    percent:
      copy.status === 'done' || copy.bytes_total === 0
        ? copy.status === 'done'
          ? 100
          : 0
        : Math.min(100, Math.floor((copy.bytes_done / copy.bytes_total) * 100)),
    error: copy.error_key
      ? translate(language, copy.error_key, {
          file: copy.error_detail ?? '',
          detail: copy.error_detail ?? '',
          disc: copy.disc,
        })
      : null,
    started_at: copy.started_at,
    updated_at: copy.updated_at,
    finished_at: copy.finished_at,
  };
}

const conflict = (messageKey: string) => new AppError(409, 'conflict', messageKey);

/**
 * Settings › Copy content to drive (tutors): the discs found, what one holds, and copies of
 * its grades to this computer that run in the background and can be cancelled and resumed.
 */
export function contentCopiesRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const copies = new ContentCopiesRepository(context.database.db, context.now);
    const runner = new ContentCopyRunner(context, copies);
    const planner = new DiscPlanner(context, copies);
    const route = { ...bearerSecurity, tags: ['settings'] };
    const tutorsOnly = [app.authenticate, requireAbility('manage', 'Settings')];

    // A copy still marked running was stopped with the server: it waits to be resumed.
    await copies.markInterrupted();
    app.addHook('onClose', () => runner.idle());

    async function copyOf(id: number): Promise<ContentCopyRow> {
      const copy = await copies.find(id);
      if (!copy) throw notFound();
      return copy;
    }

    app.route({
      ...endpointRoute(contentCopyEndpoints.discs, {
        ...route,
        summary: 'The content discs in the drive (folders under CONTENT_DISCS_DIR)',
        errors: errorResponses(401, 403),
      }),
      preValidation: tutorsOnly,
      handler: async () => ({
        configured: Boolean(context.env.CONTENT_DISCS_DIR),
        items: listDiscs(context.env.CONTENT_DISCS_DIR).map((name) => ({ name })),
      }),
    });

    app.route({
      ...endpointRoute(contentCopyEndpoints.plan, {
        ...route,
        summary: "A disc's pack and grades with their sizes, and which are already here",
        errors: errorResponses(400, 401, 403),
      }),
      preValidation: tutorsOnly,
      handler: async (request) => planner.plan(request.body.disc, request.body.pack_key),
    });

    app.route({
      ...endpointRoute(contentCopyEndpoints.start, {
        ...route,
        summary: 'Copy grades of a disc to this computer in the background, then install them',
        errors: errorResponses(400, 401, 403, 409),
      }),
      preValidation: tutorsOnly,
      handler: async (request, reply) => {
        const tutor = signedInUser(request).row;
        if (await copies.active()) throw conflict('contentCopy.busy');
        const prepared = await planner.prepare(
          request.body.disc,
          request.body.grade_ids,
          request.body.pack_key,
        );
        const id = await copies.create({ ...prepared, started_by: tutor.id });
        await runner.removeOtherStaging(id);
        runner.start(id);
        return reply.status(202).send(present(await copyOf(id), request.language));
      },
    });

    app.route({
      ...endpointRoute(contentCopyEndpoints.latest, {
        ...route,
        summary: 'The most recent copy and its progress (null before the first)',
        errors: errorResponses(401, 403),
      }),
      preValidation: tutorsOnly,
      handler: async (request) => {
        const copy = await copies.latest();
        return { copy: copy ? present(copy, request.language) : null };
      },
    });

    app.route({
      ...endpointRoute(contentCopyEndpoints.get, {
        ...route,
        summary: "A copy's progress",
        errors: errorResponses(400, 401, 403, 404),
      }),
      preValidation: tutorsOnly,
      handler: async (request) => present(await copyOf(request.params.id), request.language),
    });

    app.route({
      ...endpointRoute(contentCopyEndpoints.cancel, {
        ...route,
        summary: 'Stop a copy after its current chunk, keeping what was verified',
        errors: errorResponses(400, 401, 403, 404, 409),
      }),
      preValidation: tutorsOnly,
      handler: async (request) => {
        await copyOf(request.params.id);
        if (!(await copies.cancel(request.params.id))) throw conflict('contentCopy.notCancellable');
        return present(await copyOf(request.params.id), request.language);
      },
    });

    app.route({
      ...endpointRoute(contentCopyEndpoints.resume, {
        ...route,
        summary: 'Continue a cancelled, interrupted or failed copy where it stopped',
        errors: errorResponses(400, 401, 403, 404, 409),
      }),
      preValidation: tutorsOnly,
      handler: async (request, reply) => {
        const copy = await copyOf(request.params.id);
        const running = await copies.active();
        if (running && running.id !== copy.id) throw conflict('contentCopy.busy');
        if (!discFolder(context.env.CONTENT_DISCS_DIR, copy.disc))
          throw new AppError(400, 'disc_missing', 'contentCopy.discUnknown');
        if (!(await copies.resume(copy.id))) throw conflict('contentCopy.notResumable');
        runner.start(copy.id);
        return reply.status(202).send(present(await copyOf(copy.id), request.language));
      },
    });
  };
}
