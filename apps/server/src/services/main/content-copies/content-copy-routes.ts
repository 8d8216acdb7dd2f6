import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentCopyEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import type { ContentCopyRouteDeps } from './content-copy-route-deps';
import { findContentCopy } from './find-content-copy';
import { presentContentCopy } from './present-content-copy';

/** `/content_copies/:id`: one copy and its progress. */
export function contentCopyRoutes({ copies }: ContentCopyRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(contentCopyEndpoints.get, {
        ...bearerSecurity,
        tags: ['settings'],
        summary: "A copy's progress",
        errors: errorResponses(400, 401, 403, 404),
      }),
      preValidation: [app.authenticate, requireAbility('manage', 'Settings')],
      handler: async (request) =>
        presentContentCopy(await findContentCopy(copies, request.params.id), request.language),
    });
  };
}
