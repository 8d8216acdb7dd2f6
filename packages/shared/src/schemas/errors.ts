import { z } from 'zod';

/** The one error shape of every service (docs/product-rules.md#errors). */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const healthSchema = z.object({ status: z.literal('ok') });

// Kept apart from the schemas above: forms import it without building any schema, so without zod
// (docs/web-performance.md#rules-apart-from-their-schemas).
export { fieldErrorKeys } from './field-error-keys';
