import { studentParamsSchema } from '../schemas/assessments';
import { contentAccessSchema, updateContentAccessSchema } from '../schemas/students';
import { defineEndpoint } from './endpoint';

/** Which clusters a tutor's student may study: grade → subject → cluster switches. */
export const contentAccessEndpoints = {
  get: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/students/:id/content_access',
    params: studentParamsSchema,
    status: 200,
    response: contentAccessSchema,
  }),
  update: defineEndpoint({
    service: 'main',
    method: 'PUT',
    path: '/students/:id/content_access',
    params: studentParamsSchema,
    body: updateContentAccessSchema,
    status: 200,
    response: contentAccessSchema,
  }),
};
