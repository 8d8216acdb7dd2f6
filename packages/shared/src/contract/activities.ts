import type { z } from 'zod';
import type { ActivityScope } from '../constants';
import {
  activityBeaconSchema,
  activityListQuerySchema,
  activityListSchema,
  activitySchema,
  createClusterActivitySchema,
  createGeneralActivitySchema,
  createGradeActivitySchema,
  createLessonActivitySchema,
  createSubjectActivitySchema,
  updateActivitySchema,
} from '../schemas/activities';
import { idParamsSchema } from '../schemas/catalogue';
import { createGameActivitySchema } from '../schemas/games';
import { defineEndpoint } from './endpoint';

/** One resource of activity records (`/v1/grade-activities` …): list, create, read, update, delete. */
function activityResource<const Path extends string, Body extends z.ZodType>(
  resource: Path,
  createBody: Body,
) {
  const base = `/v1/${resource}` as const;
  const one = `/v1/${resource}/:id` as const;
  return {
    list: defineEndpoint({
      service: 'activity',
      method: 'GET',
      path: base,
      query: activityListQuerySchema,
      status: 200,
      response: activityListSchema,
    }),
    create: defineEndpoint({
      service: 'activity',
      method: 'POST',
      path: base,
      body: createBody,
      status: 201,
      response: activitySchema,
    }),
    get: defineEndpoint({
      service: 'activity',
      method: 'GET',
      path: one,
      params: idParamsSchema,
      status: 200,
      response: activitySchema,
    }),
    update: defineEndpoint({
      service: 'activity',
      method: 'PUT',
      path: one,
      params: idParamsSchema,
      body: updateActivitySchema,
      status: 200,
      response: activitySchema,
    }),
    remove: defineEndpoint({
      service: 'activity',
      method: 'DELETE',
      path: one,
      params: idParamsSchema,
      status: 204,
    }),
  };
}

/** The endpoints of one activity resource, whatever the body it creates from. */
export type ActivityResourceEndpoints = ReturnType<
  typeof activityResource<string, z.ZodType<Record<string, unknown>>>
>;

/** The activity records of each scope, one resource per scope. */
export const activityEndpoints = {
  general: activityResource('activities', createGeneralActivitySchema),
  grade: activityResource('grade-activities', createGradeActivitySchema),
  subject: activityResource('subject-activities', createSubjectActivitySchema),
  cluster: activityResource('cluster-activities', createClusterActivitySchema),
  lesson: activityResource('lesson-activities', createLessonActivitySchema),
  game: activityResource('game-activities', createGameActivitySchema),
} satisfies Record<ActivityScope, ActivityResourceEndpoints>;

/** Updates sent by a closing tab with navigator.sendBeacon (text/plain JSON, token in the body). */
export const activityBeaconEndpoints = {
  send: defineEndpoint({
    service: 'activity',
    method: 'POST',
    path: '/v1/activity-beacons',
    body: activityBeaconSchema,
    status: 204,
  }),
};
