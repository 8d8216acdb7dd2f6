import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailReportSettingsSchema, updateEmailReportSettingsSchema } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { EmailReportSettingsRepository } from './email-report-settings-repository';

/** A tutor's emailed-report settings; the reports themselves go out from the scheduler. */
export function emailReportsRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const settings = new EmailReportSettingsRepository(context.database.db, context.now);
    const route = { ...bearerSecurity, tags: ['settings'] };

    app.get(
      '/users/me/email_reports',
      {
        preValidation: [app.authenticate, requireAbility('manage', 'Settings')],
        schema: {
          ...route,
          summary: 'Your emailed-report settings (off, to your email, weekly, until saved)',
          response: { 200: emailReportSettingsSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => settings.settingsOf(signedInUser(request).row),
    );

    app.put(
      '/users/me/email_reports',
      {
        preValidation: [app.authenticate, requireAbility('manage', 'Settings')],
        schema: {
          ...route,
          summary:
            'Turn emailed reports on or off, and choose the address, daily or weekly and the time zone',
          body: updateEmailReportSettingsSchema,
          response: { 200: emailReportSettingsSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const tutor = signedInUser(request).row;
        await settings.save(tutor.id, request.body);
        return settings.settingsOf(tutor);
      },
    );
  };
}
