import { randomBytes } from 'node:crypto';
import type { Database, Kysely } from '@aula/db';

/** A value kept once per installation; the first copy to start writes it, the others read it. */
export async function ensureInstallationSetting(
  db: Kysely<Database>,
  key: string,
  create: () => string,
): Promise<string> {
  await db
    .insertInto('installation_settings')
    .values({ key, value: create() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('installation_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.value;
}

export const ensureTokenSecret = (db: Kysely<Database>) =>
  ensureInstallationSetting(db, 'token_secret', () => randomBytes(48).toString('base64url'));
