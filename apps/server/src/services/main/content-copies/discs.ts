import { open as openFile } from 'node:fs/promises';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { PackCatalogue, PackManifest, PackSource } from '@aula/content';
import { packIssuesForTutors } from './paths-for-tutors';
import {
  DecryptionError,
  deriveKey,
  InvalidPackError,
  open,
  openPackSource,
  PACK_FILE_EXTENSION,
  packCatalogueSchema,
  readManifest,
  sha256,
  UnsafeEntryPathError,
} from '@aula/content';

/**
 * The content discs: sub-folders of CONTENT_DISCS_DIR (where CDs and DVDs are mounted) that
 * hold a pack, unpacked (manifest.json) or as one pack file. The browser chooses a disc by
 * name from this list; a name is never joined to a path before it is found here.
 */
export function listDiscs(discsDir: string | undefined): string[] {
  if (!discsDir || !existsSync(discsDir)) return [];
  return readdirSync(discsDir, { withFileTypes: true })
    .filter((child) => child.isDirectory() || child.isSymbolicLink())
    .map((child) => child.name)
    .filter((name) => holdsPack(join(discsDir, name)))
    .sort((a, b) => a.localeCompare(b));
}

function holdsPack(folder: string): boolean {
  try {
    if (!statSync(folder).isDirectory()) return false;
    const children = readdirSync(folder);
    return (
      children.includes('manifest.json') ||
      children.filter((name) => [PACK_FILE_EXTENSION, '.zip'].includes(extname(name).toLowerCase()))
        .length === 1
    );
  } catch {
    return false;
  }
}

/** The folder of a disc chosen by name, or null when no such disc is in the drive. */
export function discFolder(discsDir: string | undefined, name: string): string | null {
  return discsDir && listDiscs(discsDir).includes(name) ? join(discsDir, name) : null;
}

/** Why a disc cannot be read as asked: a key of the shared message catalogue and a detail. */
export class DiscProblem extends Error {
  constructor(
    readonly messageKey: string,
    readonly detail = '',
  ) {
    super(`${messageKey}${detail ? `: ${detail}` : ''}`);
  }
}

export interface OpenDisc {
  folder: string;
  manifest: PackManifest;
  /** SHA-256 of the manifest: the same disc when it matches. */
  manifestSha256: string;
  /** Reads `length` bytes of a stored entry from `offset` (the disc's bytes, not decrypted). */
  readChunk(path: string, offset: number, length: number): Promise<Buffer>;
  has(path: string): boolean;
  close(): void;
}

/** Opens a disc's pack (names checked, manifest read); a folder or a pack file alike. */
export async function openDisc(folder: string): Promise<OpenDisc> {
  let source: PackSource;
  let manifest: PackManifest;
  let manifestSha256: string;
  try {
    source = await openPackSource(folder);
    ({ manifest, fingerprint: manifestSha256 } = await readManifest(source).catch((error) => {
      source.close();
      throw error;
    }));
  } catch (error) {
    if (error instanceof UnsafeEntryPathError)
      throw new DiscProblem('contentCopy.unsafePath', error.path);
    if (error instanceof InvalidPackError)
      throw new DiscProblem('contentCopy.notAPack', packIssuesForTutors(error, folder));
    throw error;
  }
  const names = new Set(source.names());
  // An unpacked disc is read a chunk at a time; a pack file one entry at a time (zip).
  const unpacked = existsSync(join(folder, 'manifest.json'));
  let cached: { path: string; data: Buffer } | null = null;
  return {
    folder,
    manifest,
    manifestSha256,
    has: (path) => names.has(path),
    async readChunk(path, offset, length) {
      if (!names.has(path)) throw new DiscProblem('contentCopy.readFailed', `${path} is missing`);
      if (unpacked) {
        const handle = await openFile(join(folder, ...path.split('/')), 'r');
        try {
          const buffer = Buffer.alloc(length);
          const { bytesRead } = await handle.read(buffer, 0, length, offset);
          return buffer.subarray(0, bytesRead);
        } finally {
          await handle.close();
        }
      }
      if (cached?.path !== path) cached = { path, data: await source.read(path) };
      return cached.data.subarray(offset, offset + length);
    },
    close: () => source.close(),
  };
}

/**
 * The disc's catalogue (what grades it has), decrypted with the pack key when it is
 * encrypted. A missing key gives `null`; a wrong one a DiscProblem.
 */
export async function readDiscCatalogue(
  disc: OpenDisc,
  packKey: string | undefined,
): Promise<PackCatalogue | null> {
  const entry = disc.manifest.entries.find((candidate) => candidate.path === 'catalogue.json');
  if (!entry || !disc.has(entry.path))
    throw new DiscProblem('contentCopy.notAPack', 'catalogue.json is missing');
  const stored = await disc.readChunk(entry.path, 0, entry.size + 1);
  if (stored.length !== entry.size || sha256(stored) !== entry.sha256)
    throw new DiscProblem('contentCopy.damaged', entry.path);
  let plain = stored;
  if (disc.manifest.encryption) {
    if (!packKey) return null;
    try {
      plain = open(deriveKey(packKey, disc.manifest.encryption), stored, entry.path);
    } catch (error) {
      if (error instanceof DecryptionError) throw new DiscProblem('contentCopy.keyWrong');
      throw error;
    }
  }
  let parsed;
  try {
    parsed = packCatalogueSchema.safeParse(JSON.parse(plain.toString('utf8')));
  } catch {
    throw new DiscProblem('contentCopy.notAPack', 'catalogue.json is not valid JSON');
  }
  if (!parsed.success) throw new DiscProblem('contentCopy.notAPack', 'catalogue.json is not valid');
  return parsed.data;
}
