import type { Database, Kysely } from '@aula/db';
import { READ_MODES } from '@aula/shared';
import { InstallationSettingsRepository } from '../platform/installation-settings-repository';

const READ_MODE_KEY = 'read_from';
export type ReadMode = 0 | 1;

/** Where lesson content is read from: 0 the local disk (default), 1 the external disc. */
export async function readModeOf(db: Kysely<Database>): Promise<ReadMode> {
  const value = await new InstallationSettingsRepository(db).value(READ_MODE_KEY);
  return value === String(READ_MODES.external) ? READ_MODES.external : READ_MODES.local;
}

export async function setReadMode(db: Kysely<Database>, mode: ReadMode): Promise<void> {
  await new InstallationSettingsRepository(db).write(READ_MODE_KEY, String(mode));
}
