import { lessonContentRequestSchema, lessonOpeningSchema } from '../schemas/catalogue';
import { defineEndpoint } from './endpoint';

/** Opening and closing a lesson's content for the signed-in student. */
export const lessonContentEndpoints = {
  open: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/api/decrypt_lesson',
    body: lessonContentRequestSchema,
    status: 200,
    response: lessonOpeningSchema,
  }),
  close: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/api/encrypt_lesson',
    body: lessonContentRequestSchema,
    status: 200,
    response: lessonOpeningSchema,
  }),
};
