import { randomBytes } from 'node:crypto';
import type { Database, Kysely } from '@aula/db';
import { encodeBase32 } from '../licensing/crockford';
import { InstallationSettingsRepository } from '../platform/installation-settings-repository';

/** A value kept once per installation; the first copy to start writes it, the others read it. */
export const ensureInstallationSetting = (
  db: Kysely<Database>,
  key: string,
  create: () => string,
): Promise<string> => new InstallationSettingsRepository(db).ensure(key, create);

export const ensureTokenSecret = (db: Kysely<Database>) =>
  ensureInstallationSetting(db, 'token_secret', () => randomBytes(48).toString('base64url'));

const INSTALLATION_ID_KEY = 'installation_id';

/** This installation's id, shown for phone activation: 16 base-32 characters, made once. */
export const ensureInstallationId = (db: Kysely<Database>) =>
  ensureInstallationSetting(db, INSTALLATION_ID_KEY, () => encodeBase32(randomBytes(10)));

/** When the web trial started (ISO); signed beside it, see licensing/trial-start-signature.ts. */
export const TRIAL_STARTED_AT_KEY = 'trial_started_at';

/**
 * When the database's first migration ran: Kysely keeps each migration's time in its own
 * table, on SQLite and PostgreSQL alike. No trial can have started before it. Null before
 * migrations, or when none of the times can be read.
 */
export async function firstMigrationAt(db: Kysely<Database>): Promise<Date | null> {
  const times = (await new InstallationSettingsRepository(db).migrationTimes())
    .map((timestamp) => Date.parse(timestamp))
    .filter(Number.isFinite);
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
  const settings = new InstallationSettingsRepository(db);
  if ((await settings.value(TRIAL_STARTED_AT_KEY)) !== undefined) return;
  const firstMigration = await firstMigrationAt(db);
  if (firstMigration === null) return;
  const migratedByThisStart = firstMigration >= startedAt && firstMigration <= now();
  // A first start stopped between its migrations and this point (Ctrl+C, a power cut) left no
  // installation id either, which every later start writes right after: that installation
  // has not started yet, and its trial still begins at the first migration, not at any
  // moment someone picks.
  if (!migratedByThisStart && (await settings.value(INSTALLATION_ID_KEY)) !== undefined) return;
  await settings.writeUnlessSet(TRIAL_STARTED_AT_KEY, firstMigration.toISOString());
}
