/**
 * The rules of the settings forms, on their own so the settings screen fetches them (and zod
 * with them) on first use instead of before its first paint (bundle budget, issue 11).
 */
export { updateEmailReportSettingsSchema, webTrialRegistrationSchema } from '@aula/shared';
