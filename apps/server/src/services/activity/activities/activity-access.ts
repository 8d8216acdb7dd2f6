import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACTIVITY_MAX_AGE_MS, ROLE_IDS } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import { notFound } from '../../../platform/errors';
import { canSeeUser } from '../../../domain/users/visibility';
import type { ActivityRow } from './activities-repository';
import type { ActivityResource } from './activity-resources';
import type { ActivityRouteDeps } from './activity-route-deps';

/** The hooks of a route that does `action` to activity records. */
export const mayActivity = (
  app: Pick<FastifyInstance, 'authenticate'>,
  action: 'create' | 'read' | 'update' | 'delete',
) => [app.authenticate, requireAbility(action, 'Activity')];

/** The record, if the caller may see it (and it belongs to the resource's scope). */
export async function visibleActivity(
  { context, activities }: ActivityRouteDeps,
  request: FastifyRequest,
  resource: ActivityResource,
  id: number,
) {
  const row = await activities.find(id);
  if (!row || (resource.onlyOwnScope && row.scope !== resource.scope)) throw notFound();
  const viewer = signedInUser(request).row;
  if (row.student_id !== viewer.id) {
    const student = await context.repositories.users.findById(row.student_id);
    if (viewer.rol_id === ROLE_IDS.student || !student || !canSeeUser(viewer, student))
      throw notFound();
  }
  return row;
}

/** The record, if it is the caller's own. */
export async function ownActivity(
  deps: ActivityRouteDeps,
  request: FastifyRequest,
  resource: ActivityResource,
  id: number,
) {
  const row = await visibleActivity(deps, request, resource, id);
  if (row.student_id !== signedInUser(request).row.id) throw notFound();
  return row;
}

/**
 * Seconds go on the day the record started (the tutor's report), so a record that started
 * too long ago takes no more: they would be time back-dated to a day already reported.
 * The seconds an update adds are its last ones, so they always end on the server's clock.
 */
export const startedTooLongAgo = (now: () => Date, row: ActivityRow) =>
  Date.parse(row.started_at) < now().getTime() - ACTIVITY_MAX_AGE_MS;
