import { servedLessonSchema, serveLessonRequestSchema } from '../schemas/catalogue';
import { defineEndpoint } from './endpoint';

/** The content of a lesson the signed-in student has open, decrypted in memory. */
export const serveLessonEndpoints = {
  serve: defineEndpoint({
    service: 'activity',
    method: 'POST',
    path: '/v1/serve-lesson',
    body: serveLessonRequestSchema,
    status: 200,
    response: servedLessonSchema,
  }),
};
