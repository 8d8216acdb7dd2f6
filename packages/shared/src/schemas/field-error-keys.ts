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
