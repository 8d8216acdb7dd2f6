import { randomBytes } from 'node:crypto';
import type { Database, Kysely } from '@aula/db';
import { encodeBase32 } from '../licensing/crockford';

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

/** This installation's id, shown for phone activation: 16 base-32 characters, made once. */
export const ensureInstallationId = (db: Kysely<Database>) =>
  ensureInstallationSetting(db, 'installation_id', () => encodeBase32(randomBytes(10)));

/** The web trial starts with the installation's first start and is never moved after. */
export const ensureTrialStart = (db: Kysely<Database>, now: () => Date) =>
  ensureInstallationSetting(db, 'trial_started_at', () => now().toISOString());
