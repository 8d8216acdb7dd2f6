/** One thing wrong with a pack, said where it is and what to do. */
export interface PackIssue {
  /** A file or entry of the pack, and inside it the field, e.g. "grade-1/math/subject.yaml: name.es". */
  where: string;
  message: string;
}

export class InvalidPackError extends Error {
  override name = 'InvalidPackError';
  readonly issues: PackIssue[];

  constructor(issues: PackIssue[]) {
    super(
      `The pack is not valid:\n${issues.map((issue) => `- ${issue.where}: ${issue.message}`).join('\n')}`,
    );
    this.issues = issues;
  }
}

/** Turns zod issues into pack issues, naming missing translations as such. */
export function issuesFromZod(
  where: string,
  zodIssues: readonly { path: readonly PropertyKey[]; message: string; code?: string }[],
): PackIssue[] {
  return zodIssues.map((issue) => {
    const field = issue.path.map(String).join('.');
    const last = issue.path.at(-1);
    const isTranslation = last === 'en' || last === 'es';
    const message = isTranslation
      ? `missing ${last === 'es' ? 'Spanish' : 'English'} translation`
      : issue.message;
    return { where: field ? `${where}: ${field}` : where, message };
  });
}

/** A manifest lists an entry whose path would lead out of the pack (format/entry-path.ts). */
export class UnsafeEntryPathError extends InvalidPackError {
  override name = 'UnsafeEntryPathError';

  constructor(readonly path: string) {
    super([{ where: 'manifest.json', message: `an entry's path leads out of the pack: ${path}` }]);
  }
}
