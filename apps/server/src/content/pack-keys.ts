import type { Database, Kysely } from '@aula/db';
import type { ContentStore } from '@aula/content';
import { InstallationSettingsRepository } from '../platform/installation-settings-repository';

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
  await new InstallationSettingsRepository(db).write(keyOf(packId), value);
}

export async function readPackKey(
  db: Kysely<Database>,
  store: ContentStore,
  packId: string,
): Promise<string | undefined> {
  const sealed = await new InstallationSettingsRepository(db).value(keyOf(packId));
  return sealed === undefined ? undefined : store.openSecret(sealed, keyOf(packId));
}
