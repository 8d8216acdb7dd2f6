import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentCopyEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import type { ContentCopyRouteDeps } from './content-copy-route-deps';

/** `/content_copy_plans`: what a disc holds, before copying it. */
export function contentCopyPlanRoutes({ planner }: ContentCopyRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(contentCopyEndpoints.plan, {
        ...bearerSecurity,
        tags: ['settings'],
        summary: "A disc's pack and grades with their sizes, and which are already here",
        errors: errorResponses(400, 401, 403),
      }),
      preValidation: [app.authenticate, requireAbility('manage', 'Settings')],
      handler: async (request) => planner.plan(request.body.disc, request.body.pack_key),
    });
  };
}
