import { studentParamsSchema } from '../schemas/assessments';
import { idParamsSchema } from '../schemas/catalogue';
import {
  activityTimeReportQuerySchema,
  activityTimeReportSchema,
  attendanceReportQuerySchema,
  attendanceReportSchema,
  dailyReportQuerySchema,
  dailyReportSchema,
  hardestQuestionsQuerySchema,
  hardestQuestionsSchema,
  progressReportSchema,
} from '../schemas/reports';
import { defineEndpoint } from './endpoint';

/** A tutor's reports on a student, and a cluster's hardest questions. */
export const reportEndpoints = {
  progress: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/students/:id/reports/progress',
    params: studentParamsSchema,
    status: 200,
    response: progressReportSchema,
  }),
  activityTime: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/students/:id/reports/activity_time',
    params: studentParamsSchema,
    query: activityTimeReportQuerySchema,
    status: 200,
    response: activityTimeReportSchema,
  }),
  daily: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/students/:id/reports/daily',
    params: studentParamsSchema,
    query: dailyReportQuerySchema,
    status: 200,
    response: dailyReportSchema,
  }),
  attendance: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/students/:id/reports/attendance',
    params: studentParamsSchema,
    query: attendanceReportQuerySchema,
    status: 200,
    response: attendanceReportSchema,
  }),
  hardestQuestions: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/clusters/:id/hardest_questions',
    params: idParamsSchema,
    query: hardestQuestionsQuerySchema,
    status: 200,
    response: hardestQuestionsSchema,
  }),
};
