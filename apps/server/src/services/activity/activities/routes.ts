import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ActivityResourceEndpoints, ActivityScope } from '@aula/shared';
import {
  ACTIVITY_MAX_AGE_MS,
  activityBeaconEndpoints,
  activityEndpoints,
  ROLE_IDS,
} from '@aula/shared';
import type { FastifyRequest } from 'fastify';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { AppError, invalidField, notFound } from '../../../platform/errors';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { studentVisibleTo } from '../../../domain/users/student-access';
import { canSeeUser } from '../../../domain/users/visibility';
import type { ActivityOwners, ActivityRow } from './activities-repository';
import { ActivitiesRepository, toActivity } from './activities-repository';
import { activityTarget } from './activity-titles';

interface Resource {
  /** Its endpoints (method, path and schemas) in the shared map. */
  endpoints: ActivityResourceEndpoints;
  /** The scope it creates. */
  scope: ActivityScope;
  /** `activities` lists and reads every scope; the others only their own. */
  onlyOwnScope: boolean;
  targetId: (body: Record<string, unknown>) => number | undefined;
}

const idOf = (key: string) => (body: Record<string, unknown>) => body[key] as number;

/** The five resources of docs/product-rules.md#activity-service, and the practice games'. */
const RESOURCES: Resource[] = [
  {
    endpoints: activityEndpoints.general,
    scope: 'general',
    onlyOwnScope: false,
    targetId: () => undefined,
  },
  {
    endpoints: activityEndpoints.grade,
    scope: 'grade',
    onlyOwnScope: true,
    targetId: idOf('grade_id'),
  },
  {
    endpoints: activityEndpoints.subject,
    scope: 'subject',
    onlyOwnScope: true,
    targetId: idOf('subject_id'),
  },
  {
    endpoints: activityEndpoints.cluster,
    scope: 'cluster',
    onlyOwnScope: true,
    targetId: idOf('cluster_id'),
  },
  {
    endpoints: activityEndpoints.lesson,
    scope: 'lesson',
    onlyOwnScope: true,
    targetId: idOf('lesson_id'),
  },
  {
    endpoints: activityEndpoints.game,
    scope: 'game',
    onlyOwnScope: true,
    targetId: idOf('game_id'),
  },
];

const invalidParent = () =>
  new AppError(422, 'invalid_parent', 'validation.activityParent.invalid', {
    fields: { parent_id: 'validation.activityParent.invalid' },
  });

const tooOldToUpdate = () =>
  invalidField('invalid_activity_time', 'seconds', 'validation.activitySeconds.tooOld');

/**
 * Activity records under /v1/: a student creates and updates their own; they and their
 * tutors read them; anyone else's record is "not found".
 */
export function activityRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const activities = new ActivitiesRepository(context.database.db, context.now);
    const users = context.repositories.users;
    const can = (action: 'create' | 'read' | 'update' | 'delete') => [
      app.authenticate,
      requireAbility(action, 'Activity'),
    ];
    const common = { ...bearerSecurity, tags: ['activities'] };
    const errors = errorResponses(400, 401, 403, 404);

    /** The record, if the caller may see it (and it belongs to the resource's scope). */
    async function visible(request: FastifyRequest, resource: Resource, id: number) {
      const row = await activities.find(id);
      if (!row || (resource.onlyOwnScope && row.scope !== resource.scope)) throw notFound();
      const viewer = signedInUser(request).row;
      if (row.student_id !== viewer.id) {
        const student = await users.findById(row.student_id);
        if (viewer.rol_id === ROLE_IDS.student || !student || !canSeeUser(viewer, student))
          throw notFound();
      }
      return row;
    }

    /**
     * Seconds go on the day the record started (the tutor's report), so a record that started
     * too long ago takes no more: they would be time back-dated to a day already reported.
     * The seconds an update adds are its last ones, so they always end on the server's clock.
     */
    const startedTooLongAgo = (row: ActivityRow) =>
      Date.parse(row.started_at) < context.now().getTime() - ACTIVITY_MAX_AGE_MS;

    async function owned(request: FastifyRequest, resource: Resource, id: number) {
      const row = await visible(request, resource, id);
      if (row.student_id !== signedInUser(request).row.id) throw notFound();
      return row;
    }

    for (const resource of RESOURCES) {
      app.route({
        ...endpointRoute(resource.endpoints.list, {
          ...common,
          summary: resource.onlyOwnScope
            ? `List ${resource.scope} activities`
            : 'List activities of every scope (filter by scope, term, dates, place)',
          errors,
        }),
        preValidation: can('read'),
        handler: async (request) => {
          const viewer = signedInUser(request).row;
          let owners: ActivityOwners;
          if (viewer.rol_id !== ROLE_IDS.student && request.query.student_id === undefined) {
            if (viewer.account_id === null) return { items: [], total: 0 };
            owners = { accountId: viewer.account_id };
          } else {
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
        preValidation: can('create'),
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

      app.route({
        ...endpointRoute(resource.endpoints.get, {
          ...common,
          summary: 'One activity record',
          errors,
        }),
        preValidation: can('read'),
        handler: async (request) =>
          toActivity(await visible(request, resource, request.params.id), request.language),
      });

      app.route({
        ...endpointRoute(resource.endpoints.update, {
          ...common,
          summary: 'Add the active seconds counted since the last update',
          errors,
        }),
        preValidation: can('update'),
        handler: async (request) => {
          const row = await owned(request, resource, request.params.id);
          if (startedTooLongAgo(row)) throw tooOldToUpdate();
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
        preValidation: can('delete'),
        handler: async (request, reply) => {
          const row: ActivityRow = await visible(request, resource, request.params.id);
          await activities.remove(row.id);
          return reply.code(204).send(null);
        },
      });
    }

    app.route({
      ...endpointRoute(activityBeaconEndpoints.send, {
        ...common,
        summary:
          'Updates sent by a closing tab with navigator.sendBeacon (text/plain JSON, token in the body)',
        errors: { 204: z.null(), ...errorResponses(400, 401, 403) },
      }),
      preValidation: can('update'),
      handler: async (request, reply) => {
        const studentId = signedInUser(request).row.id;
        for (const update of request.body.updates) {
          const row = await activities.find(update.id);
          // A record that is gone or not the caller's is skipped: a beacon has nobody to tell.
          if (!row || row.student_id !== studentId || row.scope !== update.scope) continue;
          if (startedTooLongAgo(row)) continue;
          await activities.addSeconds(row, update.seconds, update.update_key);
        }
        return reply.code(204).send(null);
      },
    });
  };
}
