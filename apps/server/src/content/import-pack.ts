import type { AulaDatabase } from '@aula/db';
import type { ContentStore, PackLimits } from '@aula/content';
import { InvalidPackError, readPack } from '@aula/content';
import { PackImportRepository } from './pack-import-repository';
import { savePackKey } from './pack-keys';

export interface ImportPackOptions {
  packKey?: string;
  limits?: PackLimits;
  /**
   * Only these grades of the pack (a disc copied grade by grade): the catalogue of the pack
   * afterwards holds exactly these, so a caller adding grades passes the installed ones too.
   */
  grades?: readonly number[];
  /**
   * The disc to remember for read mode 1 when `location` is a copy of it (the staging folder
   * of a copy); unset means `location` itself.
   */
  sourceLocation?: string;
  now?: () => Date;
  /** Reports progress: files sealed into the content store so far, of how many. */
  onProgress?: (done: number, total: number) => Promise<void> | void;
  /** Called inside the transaction just before it commits (tests interrupt here). */
  beforeCommit?: () => Promise<void>;
}

export type ImportResult =
  | { status: 'imported'; packId: string; version: string; lessons: number }
  | { status: 'unchanged'; packId: string; version: string };

/**
 * Imports a pack from a disc folder or a pack file: validates it completely, seals its files
 * into a new generation of the content store, then replaces the pack's catalogue rows and
 * switches to the new generation in one database transaction. Until that commit the previous
 * catalogue and content stay in use; a failure removes the half-written generation, and a
 * kill leaves one that `removeStaleContent` clears at the next start.
 */
export async function importPack(
  database: AulaDatabase,
  store: ContentStore,
  location: string,
  options: ImportPackOptions = {},
): Promise<ImportResult> {
  const now = options.now ?? (() => new Date());
  const repository = new PackImportRepository(database.db);
  const { manifest, contents, fingerprint } = await readPack(location, {
    packKey: options.packKey,
    limits: options.limits,
    grades: options.grades,
  });

  const installed = (await repository.installedPacks()).find((pack) => pack.id === contents.id);
  if (installed?.fingerprint === fingerprint)
    return { status: 'unchanged', packId: contents.id, version: contents.version };

  const conflicts = await repository.conflictsWithOtherPacks(contents);
  if (conflicts.length > 0)
    throw new InvalidPackError(conflicts.map((message) => ({ where: contents.id, message })));

  const generation = store.newGenerationName();
  const total = contents.files.size;
  try {
    await store.writeGeneration(contents.id, generation, contents.files, (done) =>
      options.onProgress?.(done, total),
    );
    await repository.replacePack(
      manifest,
      contents,
      fingerprint,
      generation,
      options.sourceLocation ?? location,
      now().toISOString(),
      options.beforeCommit,
    );
  } catch (error) {
    await store.removeGeneration(contents.id, generation);
    throw error;
  }
  if (manifest.encryption && options.packKey)
    await savePackKey(database.db, store, contents.id, options.packKey);
  if (installed) await store.removeGeneration(contents.id, installed.generation);
  return {
    status: 'imported',
    packId: contents.id,
    version: contents.version,
    lessons: contents.catalogue.lessons.length,
  };
}

/** Clears generations that no installed pack points at (left by an interrupted import). */
export async function removeStaleContent(database: AulaDatabase, store: ContentStore) {
  const packs = await new PackImportRepository(database.db).installedPacks();
  return store.removeStaleGenerations(new Map(packs.map((pack) => [pack.id, pack.generation])));
}
