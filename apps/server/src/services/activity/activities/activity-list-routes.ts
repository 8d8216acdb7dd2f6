import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLE_IDS } from '@aula/shared';
import { signedInUser } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { AppError } from '../../../platform/errors';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { studentVisibleTo } from '../../../domain/users/student-access';
import type { ActivityOwners } from './activities-repository';
import { toActivity } from './activities-repository';
import { mayActivity } from './activity-access';
import type { ActivityResource } from './activity-resources';
import type { ActivityRouteDeps } from './activity-route-deps';
import { activityTarget } from './activity-titles';

const invalidParent = () =>
  new AppError(422, 'invalid_parent', 'validation.activityParent.invalid', {
    fields: { parent_id: 'validation.activityParent.invalid' },
  });

/** A resource's collection (`/v1/grade-activities` …): its records listed, and one started. */
export function activityListRoutes(
  { context, activities }: ActivityRouteDeps,
  resource: ActivityResource,
): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { ...bearerSecurity, tags: ['activities'] };

    app.route({
      ...endpointRoute(resource.endpoints.list, {
        ...common,
        summary: resource.onlyOwnScope
          ? `List ${resource.scope} activities`
          : 'List activities of every scope (filter by scope, term, dates, place)',
        errors: errorResponses(400, 401, 403, 404),
      }),
      preValidation: mayActivity(app, 'read'),
      handler: async (request) => {
        const viewer = signedInUser(request).row;
        let owners: ActivityOwners;
        if (viewer.rol_id !== ROLE_IDS.student && request.query.student_id === undefined) {
          if (viewer.account_id === null) return { items: [], total: 0 };
          owners = { accountId: viewer.account_id };
        } else {
          const users = context.repositories.users;
          const student = await studentVisibleTo(users, viewer, request.query.student_id);
          owners = { studentId: student.id };
        }
        const page = await activities.list(
          owners,
          request.query,
          resource.onlyOwnScope ? resource.scope : undefined,
        );
        return {
          items: page.items.map((row) => toActivity(row, request.language)),
          total: page.total,
        };
      },
    });

    app.route({
      ...endpointRoute(resource.endpoints.create, {
        ...common,
        summary:
          resource.scope === 'general'
            ? 'Start the general activity of a sign-in'
            : `Start a ${resource.scope} activity on entering it`,
        errors: errorResponses(400, 401, 403, 404, 422),
      }),
      preValidation: mayActivity(app, 'create'),
      handler: async (request, reply) => {
        const student = signedInUser(request).row;
        const body = request.body;
        const parentId = typeof body.parent_id === 'number' ? body.parent_id : null;
        if (parentId !== null) {
          const parent = await activities.find(parentId);
          if (!parent || parent.student_id !== student.id || parent.scope !== 'general')
            throw invalidParent();
        }
        const target = activityTarget(
          await context.catalogue.snapshot(),
          resource.scope,
          resource.targetId(body),
        );
        const row = await activities.create({
          student_id: student.id,
          scope: resource.scope,
          parent_id: parentId,
          ...target,
        });
        return reply.code(201).send(toActivity(row, request.language));
      },
    });
  };
}
