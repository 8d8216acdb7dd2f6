import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentCopyEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { AppError } from '../../../platform/errors';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { contentCopyConflict } from './content-copy-conflict';
import type { ContentCopyRouteDeps } from './content-copy-route-deps';
import { discFolder } from './discs';
import { findContentCopy } from './find-content-copy';
import { presentContentCopy } from './present-content-copy';

/** `/content_copies/:id/resume`: a stopped copy continued where it stopped. */
export function contentCopyResumeRoutes({
  context,
  copies,
  runner,
}: ContentCopyRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(contentCopyEndpoints.resume, {
        ...bearerSecurity,
        tags: ['settings'],
        summary: 'Continue a cancelled, interrupted or failed copy where it stopped',
        errors: errorResponses(400, 401, 403, 404, 409),
      }),
      preValidation: [app.authenticate, requireAbility('manage', 'Settings')],
      handler: async (request, reply) => {
        const copy = await findContentCopy(copies, request.params.id);
        const running = await copies.active();
        if (running && running.id !== copy.id) throw contentCopyConflict('contentCopy.busy');
        if (!discFolder(context.env.CONTENT_DISCS_DIR, copy.disc))
          throw new AppError(400, 'disc_missing', 'contentCopy.discUnknown');
        if (!(await copies.resume(copy.id))) throw contentCopyConflict('contentCopy.notResumable');
        runner.start(copy.id);
        const resumed = await findContentCopy(copies, copy.id);
        return reply.status(202).send(presentContentCopy(resumed, request.language));
      },
    });
  };
}
