import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

/** Bump when the way templates are made changes, so that older ones are not reused. */
const TEMPLATE_FORMAT = 1;

let fingerprint: string | undefined;

/**
 * A short hash of every migration file (names and contents, helpers included): a template
 * made from other migrations has another name, so a changed migration is never skipped.
 */
export function migrationsFingerprint(): string {
  if (fingerprint) return fingerprint;
  const folder = new URL('../migrations/', import.meta.url);
  const hash = createHash('sha256').update(`format ${TEMPLATE_FORMAT}\n`);
  for (const name of readdirSync(folder).sort()) {
    hash
      .update(`${name}\n`)
      .update(readFileSync(new URL(name, folder)))
      .update('\n');
  }
  fingerprint = hash.digest('hex').slice(0, 12);
  return fingerprint;
}
