import { lessonSearchQuerySchema, lessonSearchResultSchema } from '../schemas/catalogue';
import { defineEndpoint } from './endpoint';

/** Full-text search over the lessons a student may open. */
export const lessonSearchEndpoints = {
  search: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/lesson-search',
    query: lessonSearchQuerySchema,
    status: 200,
    response: lessonSearchResultSchema,
  }),
};
