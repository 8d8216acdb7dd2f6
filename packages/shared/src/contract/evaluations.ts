import { idParamsSchema } from '../schemas/catalogue';
import {
  createEvaluationRequestSchema,
  evaluationAnswerRequestSchema,
  evaluationDetailSchema,
  evaluationListQuerySchema,
  evaluationListSchema,
} from '../schemas/evaluations';
import { defineEndpoint } from './endpoint';

/** Evaluations: set up by a tutor, taken by the student. */
export const evaluationEndpoints = {
  create: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/evaluations',
    body: createEvaluationRequestSchema,
    status: 201,
    response: evaluationDetailSchema,
  }),
  list: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/evaluations',
    query: evaluationListQuerySchema,
    status: 200,
    response: evaluationListSchema,
  }),
  get: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/evaluations/:id',
    params: idParamsSchema,
    status: 200,
    response: evaluationDetailSchema,
  }),
  answer: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/evaluations/:id/answers',
    params: idParamsSchema,
    body: evaluationAnswerRequestSchema,
    status: 200,
    response: evaluationDetailSchema,
  }),
  // A 204: nothing to answer with.
  delete: defineEndpoint({
    service: 'main',
    method: 'DELETE',
    path: '/evaluations/:id',
    params: idParamsSchema,
    status: 204,
  }),
};
