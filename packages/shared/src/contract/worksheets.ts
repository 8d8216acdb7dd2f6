import {
  updateWorksheetSettingsSchema,
  worksheetParamsSchema,
  worksheetQuerySchema,
  worksheetSettingsSchema,
} from '../schemas/worksheets';
import { defineEndpoint } from './endpoint';

/** Printable worksheets and the tutor's switch that lets their students print them. */
export const worksheetEndpoints = {
  settings: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/users/me/worksheet_settings',
    status: 200,
    response: worksheetSettingsSchema,
  }),
  updateSettings: defineEndpoint({
    service: 'main',
    method: 'PUT',
    path: '/users/me/worksheet_settings',
    body: updateWorksheetSettingsSchema,
    status: 200,
    response: worksheetSettingsSchema,
  }),
  // PDF files, not JSON: no response schema here (the routes document them as a string).
  worksheet: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/worksheets/:grade_id/:subject_id',
    params: worksheetParamsSchema,
    query: worksheetQuerySchema,
    status: 200,
  }),
  answerKey: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/worksheets/:grade_id/:subject_id/answer-key',
    params: worksheetParamsSchema,
    query: worksheetQuerySchema,
    status: 200,
  }),
};
