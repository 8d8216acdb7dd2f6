import { idParamsSchema } from '../schemas/catalogue';

import {
  getTestSettingsRequestSchema,
  quizAnswerRequestSchema,
  quizSchema,
  startQuizRequestSchema,
  startTestRequestSchema,
  studentParamsSchema,
  testAnswerRequestSchema,
  testListQuerySchema,
  testListSchema,
  testSchema,
  testSettingsSchema,
  updateTestSettingsRequestSchema,
} from '../schemas/assessments';
import { defineEndpoint } from './endpoint';

/** The quiz after a lesson. */
export const quizEndpoints = {
  start: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/quizzes',
    body: startQuizRequestSchema,
    status: 201,
    response: quizSchema,
  }),
  get: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/quizzes/:id',
    params: idParamsSchema,
    status: 200,
    response: quizSchema,
  }),
  answer: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/quizzes/:id/answers',
    params: idParamsSchema,
    body: quizAnswerRequestSchema,
    status: 200,
    response: quizSchema,
  }),
};

/** The test after a topic (a cluster), and the tutor's settings for it. */
export const testEndpoints = {
  start: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/tests',
    body: startTestRequestSchema,
    status: 201,
    response: testSchema,
  }),
  list: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/tests',
    query: testListQuerySchema,
    status: 200,
    response: testListSchema,
  }),
  get: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/tests/:id',
    params: idParamsSchema,
    status: 200,
    response: testSchema,
  }),
  answer: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/tests/:id/answers',
    params: idParamsSchema,
    body: testAnswerRequestSchema,
    status: 200,
    response: testSchema,
  }),
  settings: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/get_settings_tests',
    body: getTestSettingsRequestSchema,
    status: 200,
    response: testSettingsSchema,
  }),
  updateSettings: defineEndpoint({
    service: 'main',
    method: 'PUT',
    path: '/students/:id/test_settings',
    params: studentParamsSchema,
    body: updateTestSettingsRequestSchema,
    status: 200,
    response: testSettingsSchema,
  }),
};
