import { studentParamsSchema } from '../schemas/assessments';
import {
  contentAccessSchema,
  studentImportReportSchema,
  studentImportRequestSchema,
  studentExportQuerySchema,
  studentListQuerySchema,
  studentSummaryListSchema,
  updateContentAccessSchema,
  updateStudentSchema,
} from '../schemas/students';
import { userSchema } from '../schemas/users';
import { defineEndpoint } from './endpoint';

/** A tutor's students: the list, edits, deletion, CSV import and export, content access. */
export const studentEndpoints = {
  list: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/students',
    query: studentListQuerySchema,
    status: 200,
    response: studentSummaryListSchema,
  }),
  // A CSV file, not JSON: no response schema here (the route documents it as a string).
  export: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/students/export',
    query: studentExportQuerySchema,
    status: 200,
  }),
  update: defineEndpoint({
    service: 'main',
    method: 'PUT',
    path: '/students/:id',
    params: studentParamsSchema,
    body: updateStudentSchema,
    status: 200,
    response: userSchema,
  }),
  // A 204: nothing to answer with.
  delete: defineEndpoint({
    service: 'main',
    method: 'DELETE',
    path: '/students/:id',
    params: studentParamsSchema,
    status: 204,
  }),
  import: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/students/import',
    body: studentImportRequestSchema,
    status: 200,
    response: studentImportReportSchema,
  }),
  contentAccess: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/students/:id/content_access',
    params: studentParamsSchema,
    status: 200,
    response: contentAccessSchema,
  }),
  updateContentAccess: defineEndpoint({
    service: 'main',
    method: 'PUT',
    path: '/students/:id/content_access',
    params: studentParamsSchema,
    body: updateContentAccessSchema,
    status: 200,
    response: contentAccessSchema,
  }),
};
