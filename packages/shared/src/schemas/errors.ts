import { z } from 'zod';

/** The one error shape of every service (DESIGN.md section 3). */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const healthSchema = z.object({ status: z.literal('ok') });

/** Turns zod issues into `{ field: messageKey }`, first issue per field wins. */
export function fieldErrorKeys(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join('.') || '_';
    fields[name] ??= issue.message;
  }
  return fields;
}
