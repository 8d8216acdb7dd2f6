import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentCopyEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import type { ContentCopyRouteDeps } from './content-copy-route-deps';
import { listDiscs } from './discs';

/** `/content_discs`: the discs in the drive. */
export function contentDiscListRoutes({ context }: ContentCopyRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(contentCopyEndpoints.discs, {
        ...bearerSecurity,
        tags: ['settings'],
        summary: 'The content discs in the drive (folders under CONTENT_DISCS_DIR)',
        errors: errorResponses(401, 403),
      }),
      preValidation: [app.authenticate, requireAbility('manage', 'Settings')],
      handler: async () => ({
        configured: Boolean(context.env.CONTENT_DISCS_DIR),
        items: listDiscs(context.env.CONTENT_DISCS_DIR).map((name) => ({ name })),
      }),
    });
  };
}
