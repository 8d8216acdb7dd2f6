import type { Database, Kysely } from '@aula/db';
import { READ_MODES } from '@aula/shared';

const READ_MODE_KEY = 'read_from';
export type ReadMode = 0 | 1;

/** Where lesson content is read from: 0 the local disk (default), 1 the external disc. */
export async function readModeOf(db: Kysely<Database>): Promise<ReadMode> {
  const row = await db
    .selectFrom('installation_settings')
    .select('value')
    .where('key', '=', READ_MODE_KEY)
    .executeTakeFirst();
  return row?.value === String(READ_MODES.external) ? READ_MODES.external : READ_MODES.local;
}

export async function setReadMode(db: Kysely<Database>, mode: ReadMode): Promise<void> {
  await db
    .insertInto('installation_settings')
    .values({ key: READ_MODE_KEY, value: String(mode) })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: String(mode) }))
    .execute();
}
