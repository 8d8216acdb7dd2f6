import {
  emailReportSettingsSchema,
  updateEmailReportSettingsSchema,
} from '../schemas/email-reports';
import { defineEndpoint } from './endpoint';

/** A tutor's emailed-report settings. */
export const emailReportEndpoints = {
  settings: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/users/me/email_reports',
    status: 200,
    response: emailReportSettingsSchema,
  }),
  updateSettings: defineEndpoint({
    service: 'main',
    method: 'PUT',
    path: '/users/me/email_reports',
    body: updateEmailReportSettingsSchema,
    status: 200,
    response: emailReportSettingsSchema,
  }),
};
