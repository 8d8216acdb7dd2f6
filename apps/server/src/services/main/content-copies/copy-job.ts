import { createHash } from 'node:crypto';
import { appendFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { ManifestEntry } from '@aula/content';
import { entryNeededFor, packGradeIndex } from '@aula/content';
import { importPack } from '../../../content/import-pack';
import { readPackKey } from '../../../content/pack-keys';
import type { ServiceContext } from '../../../domain/service-context';
import type { ContentCopiesRepository, ContentCopyRow } from './content-copies-repository';
import { copyFailure } from './disc-failure';
import type { OpenDisc } from './discs';
import { isWithinFolder } from './paths-for-tutors';
import { discFolder, DiscProblem, openDisc, readDiscCatalogue } from './discs';

/** Bytes read from the disc at a time: a cancel takes effect after the current chunk. */
export const COPY_CHUNK_BYTES = 256 * 1024;

/** Where a copy's files wait, verified, until they are imported: DATA_DIR/content-copies/<id>. */
export const stagingRoot = (dataDir: string) => join(dataDir, 'content-copies');
export const stagingFolder = (dataDir: string, copyId: number) =>
  join(stagingRoot(dataDir), String(copyId));

/**
 * Where an entry is staged. Reading the manifest already refuses a path that leads out of the
 * pack; this is checked again where the file is written, since a mistake here writes or
 * deletes files anywhere on the computer.
 */
function stagedPath(staging: string, entryPath: string): string {
  const target = resolve(staging, entryPath);
  if (target === resolve(staging) || !isWithinFolder(target, staging))
    throw new DiscProblem('contentCopy.unsafePath', entryPath);
  return target;
}

const sizeOf = (path: string) =>
  stat(path).then(
    (stats) => stats.size,
    () => null,
  );

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The manifest entries a copy needs: the shared ones and those of its grades. */
export async function entriesToCopy(disc: OpenDisc, packKey: string | undefined, grades: number[]) {
  const catalogue = await readDiscCatalogue(disc, packKey);
  if (!catalogue) throw new DiscProblem('contentCopy.keyRequired');
  const needed = entryNeededFor(packGradeIndex(catalogue), new Set(grades));
  return { catalogue, entries: disc.manifest.entries.filter((entry) => needed(entry.path)) };
}

/**
 * Runs copies in the background of the main service. A copy reads the files its grades need
 * from the disc into its staging folder a chunk at a time, recording the bytes done after
 * each chunk (which is also where it notices a cancel); a finished file is checked against
 * the manifest's SHA-256 before it takes its final name, so a resume skips final files and
 * continues a `.part` file. When every file is there the pack is imported atomically for the
 * copy's grades; until then, and if anything fails, the previous content stays in use.
 */
export class ContentCopyRunner {
  private readonly running = new Map<number, Promise<void>>();

  constructor(
    private readonly context: ServiceContext,
    private readonly copies: ContentCopiesRepository,
  ) {}

  start(copyId: number): void {
    if (this.running.has(copyId)) return;
    const run = this.run(copyId)
      .catch((error: unknown) => console.error(`content copy ${copyId} stopped:`, error))
      .finally(() => this.running.delete(copyId));
    this.running.set(copyId, run);
  }

  /** Resolves when no copy runs in this process (tests, and closing the service). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running.values());
  }

  /** Removes the staging folders of copies other than `keep` (a new copy replaces them). */
  async removeOtherStaging(keep: number): Promise<void> {
    const root = stagingRoot(this.context.env.DATA_DIR);
    const names = await readdir(root).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((name) => name !== String(keep))
        .map((name) => rm(join(root, name), { recursive: true, force: true })),
    );
  }

  private async run(copyId: number): Promise<void> {
    const copy = await this.copies.find(copyId);
    if (copy?.status !== 'copying') return;
    const { env, database, contentStore } = this.context;
    const staging = stagingFolder(env.DATA_DIR, copyId);
    // Where the disc is mounted, for telling its files from this computer's in a failure.
    const mountedAt = join(env.CONTENT_DISCS_DIR ?? '', copy.disc);
    try {
      const folder = discFolder(env.CONTENT_DISCS_DIR, copy.disc);
      if (!folder) throw new DiscProblem('contentCopy.discUnknown');
      const disc = await openDisc(folder);
      let packKey: string | undefined;
      try {
        // Another disc in the drive under the same name: its files must not mix with these.
        if (disc.manifestSha256 !== copy.manifest_sha256)
          throw new DiscProblem('contentCopy.discUnknown');
        packKey = disc.manifest.encryption
          ? await readPackKey(database.db, contentStore, copy.pack_id)
          : undefined;
        const { entries } = await entriesToCopy(disc, packKey, copy.import_grade_ids);
        await mkdir(staging, { recursive: true });
        await writeFile(
          join(staging, 'manifest.json'),
          await disc.readChunk('manifest.json', 0, 16 * 1024 * 1024),
        );
        if (!(await this.copyEntries(copy, disc, entries, staging))) return;
      } finally {
        disc.close();
      }
      if (!(await this.copies.startImport(copyId))) return;
      await importPack(database, contentStore, staging, {
        packKey,
        grades: copy.import_grade_ids,
        sourceLocation: folder,
        now: this.context.now,
      });
      this.context.catalogue.invalidate();
      await this.copies.finish(copyId, copy.bytes_total);
      await rm(staging, { recursive: true, force: true });
    } catch (error) {
      const { messageKey, detail } = copyFailure(error, mountedAt);
      await this.copies.fail(copyId, messageKey, detail);
    }
  }

  /** Copies and verifies every entry; false when the copy was cancelled on the way. */
  private async copyEntries(
    copy: ContentCopyRow,
    disc: OpenDisc,
    entries: ManifestEntry[],
    staging: string,
  ): Promise<boolean> {
    // What is already here counts as done: verified files and the verified-later parts.
    let done = 0;
    for (const entry of entries) {
      const target = stagedPath(staging, entry.path);
      done +=
        (await sizeOf(target)) === entry.size
          ? entry.size
          : Math.min((await sizeOf(`${target}.part`)) ?? 0, entry.size);
    }
    if (!(await this.copies.progress(copy.id, done))) return false;

    for (const entry of entries) {
      const target = stagedPath(staging, entry.path);
      if ((await sizeOf(target)) === entry.size) continue;
      const part = `${target}.part`;
      await mkdir(dirname(target), { recursive: true });
      let offset = (await sizeOf(part)) ?? 0;
      if (offset > entry.size) {
        done -= entry.size;
        await rm(part);
        offset = 0;
      }
      if (offset === 0) await writeFile(part, '');
      while (offset < entry.size) {
        const chunk = await disc.readChunk(
          entry.path,
          offset,
          Math.min(COPY_CHUNK_BYTES, entry.size - offset),
        );
        if (chunk.length === 0) break; // shorter on the disc than the manifest says
        await appendFile(part, chunk);
        offset += chunk.length;
        done += chunk.length;
        if (!(await this.copies.progress(copy.id, done))) return false;
      }
      if (offset !== entry.size || (await sha256Of(part)) !== entry.sha256) {
        // Nothing of a damaged file is kept: a resume reads it again from the start.
        await rm(part, { force: true });
        await this.copies.progress(copy.id, done - offset);
        throw new DiscProblem('contentCopy.damaged', entry.path);
      }
      await rename(part, target);
    }
    return true;
  }
}
