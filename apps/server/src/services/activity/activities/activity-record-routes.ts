import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { invalidField } from '../../../platform/errors';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { toActivity } from './activities-repository';
import { mayActivity, ownActivity, startedTooLongAgo, visibleActivity } from './activity-access';
import type { ActivityResource } from './activity-resources';
import type { ActivityRouteDeps } from './activity-route-deps';

const tooOldToUpdate = () =>
  invalidField('invalid_activity_time', 'seconds', 'validation.activitySeconds.tooOld');

/** One record of a resource (`/v1/grade-activities/:id` …): read, its seconds added, deleted. */
export function activityRecordRoutes(
  deps: ActivityRouteDeps,
  resource: ActivityResource,
): FastifyPluginAsyncZod {
  return async (app) => {
    const { context, activities } = deps;
    const common = { ...bearerSecurity, tags: ['activities'] };
    const errors = errorResponses(400, 401, 403, 404);

    app.route({
      ...endpointRoute(resource.endpoints.get, {
        ...common,
        summary: 'One activity record',
        errors,
      }),
      preValidation: mayActivity(app, 'read'),
      handler: async (request) =>
        toActivity(
          await visibleActivity(deps, request, resource, request.params.id),
          request.language,
        ),
    });

    app.route({
      ...endpointRoute(resource.endpoints.update, {
        ...common,
        summary: 'Add the active seconds counted since the last update',
        errors,
      }),
      preValidation: mayActivity(app, 'update'),
      handler: async (request) => {
        const row = await ownActivity(deps, request, resource, request.params.id);
        if (startedTooLongAgo(context.now, row)) throw tooOldToUpdate();
        const updated = await activities.addSeconds(
          row,
          request.body.seconds,
          request.body.update_key,
        );
        return toActivity(updated, request.language);
      },
    });

    app.route({
      ...endpointRoute(resource.endpoints.remove, {
        ...common,
        summary: 'Delete an activity record',
        errors: { 204: z.null(), ...errors },
      }),
      preValidation: mayActivity(app, 'delete'),
      handler: async (request, reply) => {
        const row = await visibleActivity(deps, request, resource, request.params.id);
        await activities.remove(row.id);
        return reply.code(204).send(null);
      },
    });
  };
}
