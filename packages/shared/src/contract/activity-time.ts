import { activityTimeSchema, saveActivityTimeRequestSchema } from '../schemas/activities';
import { defineEndpoint } from './endpoint';

/** Spans of a student's active study. */
export const activityTimeEndpoints = {
  save: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/api/save_user_activity_time',
    body: saveActivityTimeRequestSchema,
    status: 201,
    response: activityTimeSchema,
  }),
};
