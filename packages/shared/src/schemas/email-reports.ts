import { z } from 'zod';
import { EMAIL_REPORT_FREQUENCIES } from '../constants';
import { emailField } from './fields';
import { timeZoneField } from './reports';

/*
 * Emailed reports (docs/product-rules.md#emailed-reports): a tutor may have a summary of each of
 * their students mailed to them daily or weekly, in the tutor's language.
 */

/** GET /users/me/email_reports (tutor). Never saved: off, the tutor's email, weekly. */
export const emailReportSettingsSchema = z.object({
  enabled: z.boolean(),
  address: z.string(),
  frequency: z.enum(EMAIL_REPORT_FREQUENCIES),
  time_zone: z.string(),
  /** When the last report went out to this tutor (null: never). */
  last_sent_at: z.string().nullable(),
});
export type EmailReportSettings = z.infer<typeof emailReportSettingsSchema>;

/** PUT /users/me/email_reports. An address is needed only when reports are on. */
export const updateEmailReportSettingsSchema = z
  .object({
    enabled: z.boolean({ error: 'validation.emailReports.enabled' }),
    address: z.string().trim().max(254, { error: 'validation.email.invalid' }).default(''),
    frequency: z.enum(EMAIL_REPORT_FREQUENCIES, { error: 'validation.emailReports.frequency' }),
    time_zone: timeZoneField,
  })
  .superRefine((value, context) => {
    if (!value.enabled && value.address === '') return;
    const checked = emailField.safeParse(value.address);
    if (!checked.success)
      context.addIssue({
        code: 'custom',
        path: ['address'],
        message: checked.error.issues[0]?.message ?? 'validation.email.invalid',
      });
  });
export type UpdateEmailReportSettings = z.input<typeof updateEmailReportSettingsSchema>;
