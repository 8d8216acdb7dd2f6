import type { Database, Kysely } from '@aula/db';
import type { ContentStore } from '@aula/content';
import { entryOpener, openPackSource, readManifest } from '@aula/content';
import { READ_MODES } from '@aula/shared';
import { PackEntriesRepository } from './pack-entries-repository';
import { readPackKey } from './pack-keys';
import { readModeOf } from './read-mode';

/** Reads one entry of a pack, decrypted in memory. */
export type ReadEntry = (path: string) => Promise<Buffer>;

/**
 * Where what `read` gives may be kept between requests: the pack's id and generation in the
 * installation's store (an import or a copy from disc makes a new generation), or null when
 * it comes from the external disc, whose pack may be swapped at any moment.
 */
export type EntriesScope = string | null;

/**
 * Lends `use` a reader of the installed pack `packId`, wherever this installation reads its
 * content from: in read mode 0 the content store (sealed at rest); in read mode 1 the pack on
 * the external disc it was imported from, opened for this one use (checksums checked, pack
 * key applied) and closed after. Lesson bodies and question pictures are read the same way.
 */
export async function usePackEntries<T>(
  db: Kysely<Database>,
  store: ContentStore,
  packId: string,
  use: (read: ReadEntry, scope: EntriesScope) => Promise<T>,
): Promise<T> {
  const pack = await new PackEntriesRepository(db).location(packId);
  if ((await readModeOf(db)) !== READ_MODES.external) {
    return use((path) => store.read(packId, pack.generation, path), `${packId}/${pack.generation}`);
  }
  const packKey = pack.encrypted ? await readPackKey(db, store, packId) : undefined;
  const source = await openPackSource(pack.source_location);
  try {
    const openEntry = entryOpener((await readManifest(source)).manifest, packKey);
    return await use(async (path) => openEntry(path, await source.read(path)), null);
  } finally {
    source.close();
  }
}
