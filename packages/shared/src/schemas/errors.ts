import { z } from 'zod';

/** The one error shape of every service (DESIGN.md section 3). */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const healthSchema = z.object({ status: z.literal('ok') });

// Kept apart from the schemas above: forms import it without building any schema (issue 11).
export { fieldErrorKeys } from './field-error-keys';
