import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityBeaconEndpoints } from '@aula/shared';
import { signedInUser } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { mayActivity, startedTooLongAgo } from './activity-access';
import type { ActivityRouteDeps } from './activity-route-deps';

/** `/v1/activity-beacons`: the last updates of a closing tab, several records at once. */
export function activityBeaconRoutes({
  context,
  activities,
}: ActivityRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(activityBeaconEndpoints.send, {
        ...bearerSecurity,
        tags: ['activities'],
        summary:
          'Updates sent by a closing tab with navigator.sendBeacon (text/plain JSON, token in the body)',
        errors: { 204: z.null(), ...errorResponses(400, 401, 403) },
      }),
      preValidation: mayActivity(app, 'update'),
      handler: async (request, reply) => {
        const studentId = signedInUser(request).row.id;
        for (const update of request.body.updates) {
          const row = await activities.find(update.id);
          // A record that is gone or not the caller's is skipped: a beacon has nobody to tell.
          if (!row || row.student_id !== studentId || row.scope !== update.scope) continue;
          if (startedTooLongAgo(context.now, row)) continue;
          await activities.addSeconds(row, update.seconds, update.update_key);
        }
        return reply.code(204).send(null);
      },
    });
  };
}
