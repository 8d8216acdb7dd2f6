import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentCopyEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { contentCopyConflict } from './content-copy-conflict';
import type { ContentCopyRouteDeps } from './content-copy-route-deps';
import { findContentCopy } from './find-content-copy';
import { presentContentCopy } from './present-content-copy';

/** `/content_copies/:id/cancel`: a copy stopped, keeping what it verified. */
export function contentCopyCancelRoutes({ copies }: ContentCopyRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(contentCopyEndpoints.cancel, {
        ...bearerSecurity,
        tags: ['settings'],
        summary: 'Stop a copy after its current chunk, keeping what was verified',
        errors: errorResponses(400, 401, 403, 404, 409),
      }),
      preValidation: [app.authenticate, requireAbility('manage', 'Settings')],
      handler: async (request) => {
        await findContentCopy(copies, request.params.id);
        if (!(await copies.cancel(request.params.id)))
          throw contentCopyConflict('contentCopy.notCancellable');
        return presentContentCopy(
          await findContentCopy(copies, request.params.id),
          request.language,
        );
      },
    });
  };
}
