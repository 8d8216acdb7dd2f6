import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, open as openFile, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { open, seal } from '../crypto/aes-gcm';
import { isSafeEntryName } from '../pack/pack-source';

/**
 * Lesson bodies and pictures at rest: `data/content/<pack>/<generation>/<entry>.sealed`, each
 * sealed with AES-256-GCM under the installation's key, the pack and entry path bound in as
 * additional data. An import writes a new generation beside the live one; the catalogue
 * switches to it in the same database transaction that replaces the catalogue rows, so an
 * interrupted import leaves the old generation in use, and `removeStaleGenerations` later
 * clears what it left behind. Plain content exists only in memory.
 */
export class ContentStore {
  constructor(
    readonly root: string,
    private readonly key: Buffer,
  ) {}

  private file(packId: string, generation: string, path: string) {
    if (!isSafeEntryName(`${packId}/${generation}/${path}`))
      throw new Error(`unsafe content path ${path}`);
    return join(this.root, packId, generation, `${path}.sealed`);
  }

  newGenerationName(): string {
    return `${new Date().toISOString().replace(/[-:.]/g, '')}-${randomBytes(4).toString('hex')}`;
  }

  /** Seals and writes every file of a generation, flushed to disk before it returns. */
  async writeGeneration(
    packId: string,
    generation: string,
    files: Iterable<[string, Buffer]>,
    onFile?: (written: number) => Promise<void> | void,
  ): Promise<void> {
    let written = 0;
    for (const [path, data] of files) {
      const target = this.file(packId, generation, path);
      await mkdir(dirname(target), { recursive: true, mode: 0o700 });
      const handle = await openFile(target, 'wx', 0o600);
      try {
        await handle.writeFile(seal(this.key, data, `${packId}/${path}`));
        await handle.sync();
      } finally {
        await handle.close();
      }
      written += 1;
      await onFile?.(written);
    }
  }

  /** The plain bytes of one file; throws DecryptionError when the key does not open it. */
  async read(packId: string, generation: string, path: string): Promise<Buffer> {
    const sealed = await readFile(this.file(packId, generation, path));
    return open(this.key, sealed, `${packId}/${path}`);
  }

  /** Seals a small secret (a pack key) for keeping in the database. */
  sealSecret(secret: string, label: string): string {
    return seal(this.key, Buffer.from(secret, 'utf8'), label).toString('base64');
  }

  openSecret(sealed: string, label: string): string {
    return open(this.key, Buffer.from(sealed, 'base64'), label).toString('utf8');
  }

  async removeGeneration(packId: string, generation: string): Promise<void> {
    await rm(join(this.root, packId, generation), { recursive: true, force: true });
  }

  /** Removes every generation of every pack that `live` does not name (pack id → generation). */
  async removeStaleGenerations(live: ReadonlyMap<string, string>): Promise<string[]> {
    if (!existsSync(this.root)) return [];
    const removed: string[] = [];
    for (const packId of readdirSync(this.root)) {
      const packDir = join(this.root, packId);
      for (const generation of readdirSync(packDir)) {
        if (live.get(packId) === generation) continue;
        await rm(join(packDir, generation), { recursive: true, force: true });
        removed.push(`${packId}/${generation}`);
      }
    }
    return removed;
  }
}
