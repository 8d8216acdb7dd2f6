import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentCopyEndpoints } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { contentCopyConflict } from './content-copy-conflict';
import type { ContentCopyRouteDeps } from './content-copy-route-deps';
import { findContentCopy } from './find-content-copy';
import { presentContentCopy } from './present-content-copy';

/** `/content_copies`: a copy started, which runs in the background. */
export function contentCopyStartRoutes({
  copies,
  planner,
  runner,
}: ContentCopyRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(contentCopyEndpoints.start, {
        ...bearerSecurity,
        tags: ['settings'],
        summary: 'Copy grades of a disc to this computer in the background, then install them',
        errors: errorResponses(400, 401, 403, 409),
      }),
      preValidation: [app.authenticate, requireAbility('manage', 'Settings')],
      handler: async (request, reply) => {
        const tutor = signedInUser(request).row;
        if (await copies.active()) throw contentCopyConflict('contentCopy.busy');
        const prepared = await planner.prepare(
          request.body.disc,
          request.body.grade_ids,
          request.body.pack_key,
        );
        const id = await copies.create({ ...prepared, started_by: tutor.id });
        await runner.removeOtherStaging(id);
        runner.start(id);
        const copy = await findContentCopy(copies, id);
        return reply.status(202).send(presentContentCopy(copy, request.language));
      },
    });
  };
}
