/**
 * The rules of the settings forms, on their own so the settings screen fetches them (and zod with
 * them) on first use instead of before its first paint
 * (docs/web-performance.md#lazy-screens-and-schemas).
 */
export { updateEmailReportSettingsSchema, webTrialRegistrationSchema } from '@aula/shared';
