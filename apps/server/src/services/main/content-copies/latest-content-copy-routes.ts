import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentCopyEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import type { ContentCopyRouteDeps } from './content-copy-route-deps';
import { presentContentCopy } from './present-content-copy';

/** `/content_copies/latest`: the most recent copy, for the screen to pick up where it was. */
export function latestContentCopyRoutes({ copies }: ContentCopyRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(contentCopyEndpoints.latest, {
        ...bearerSecurity,
        tags: ['settings'],
        summary: 'The most recent copy and its progress (null before the first)',
        errors: errorResponses(401, 403),
      }),
      preValidation: [app.authenticate, requireAbility('manage', 'Settings')],
      handler: async (request) => {
        const copy = await copies.latest();
        return { copy: copy ? presentContentCopy(copy, request.language) : null };
      },
    });
  };
}
