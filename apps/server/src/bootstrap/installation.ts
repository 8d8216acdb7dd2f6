import { randomBytes } from 'node:crypto';
import type { Database, Kysely } from '@aula/db';
import { sql } from '@aula/db';
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

const hasInstallationId = async (db: Kysely<Database>) =>
  (await db
    .selectFrom('installation_settings')
    .select('key')
    .where('key', '=', 'installation_id')
    .executeTakeFirst()) !== undefined;

/** This installation's id, shown for phone activation: 16 base-32 characters, made once. */
export const ensureInstallationId = (db: Kysely<Database>) =>
  ensureInstallationSetting(db, 'installation_id', () => encodeBase32(randomBytes(10)));

/** When the web trial started (ISO); signed beside it, see licensing/trial-start-signature.ts. */
export const TRIAL_STARTED_AT_KEY = 'trial_started_at';

/**
 * When the database's first migration ran: Kysely keeps each migration's time in its own
 * table, on SQLite and PostgreSQL alike. No trial can have started before it. Null before
 * migrations, or when none of the times can be read.
 */
export async function firstMigrationAt(db: Kysely<Database>): Promise<Date | null> {
  const { rows } = await sql<{ timestamp: string }>`select timestamp from kysely_migration`.execute(
    db,
  );
  const times = rows.map((row) => Date.parse(row.timestamp)).filter(Number.isFinite);
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}

/** When this process started, from the clock that also timed its migrations. */
const thisProcessStartedAt = () => new Date(performance.timeOrigin);

/**
 * The web trial starts with the installation's first start: when this start's migrations made
 * the database (its first migration ran after this process started), the start is written,
 * at that first migration. Any later start writes nothing, so a start that is missing then was
 * removed, and the trial counts as ended (license-service.ts) instead of beginning again.
 * Copies starting together on a new database all find it new; the first to insert wins.
 */
export async function ensureTrialStart(
  db: Kysely<Database>,
  now: () => Date,
  startedAt: Date = thisProcessStartedAt(),
): Promise<void> {
  const written = await db
    .selectFrom('installation_settings')
    .select('value')
    .where('key', '=', TRIAL_STARTED_AT_KEY)
    .executeTakeFirst();
  if (written) return;
  const firstMigration = await firstMigrationAt(db);
  if (firstMigration === null) return;
  const migratedByThisStart = firstMigration >= startedAt && firstMigration <= now();
  // A first start stopped between its migrations and this point (Ctrl+C, a power cut) left no
  // installation id either, which every later start writes right after: that installation
  // has not started yet, and its trial still begins at the first migration, not at any
  // moment someone picks.
  if (!migratedByThisStart && (await hasInstallationId(db))) return;
  await db
    .insertInto('installation_settings')
    .values({ key: TRIAL_STARTED_AT_KEY, value: firstMigration.toISOString() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}
