import type { Database, Kysely } from '@aula/db';
import type { ContentStore } from '@aula/content';

const keyOf = (packId: string) => `pack_key:${packId}`;

/**
 * The key of an encrypted pack, kept so that read mode 1 can read the disc again. It is
 * stored sealed with the installation's content key, never in the clear.
 */
export async function savePackKey(
  db: Kysely<Database>,
  store: ContentStore,
  packId: string,
  packKey: string,
): Promise<void> {
  const value = store.sealSecret(packKey, keyOf(packId));
  await db
    .insertInto('installation_settings')
    .values({ key: keyOf(packId), value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}

export async function readPackKey(
  db: Kysely<Database>,
  store: ContentStore,
  packId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('installation_settings')
    .select('value')
    .where('key', '=', keyOf(packId))
    .executeTakeFirst();
  return row ? store.openSecret(row.value, keyOf(packId)) : undefined;
}
