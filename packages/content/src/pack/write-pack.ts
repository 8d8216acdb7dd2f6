import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { deriveKey, newKeyDerivation, seal } from '../crypto/aes-gcm';
import { PACK_FORMAT, PACK_FORMAT_VERSION } from '../format/limits';
import type { ManifestEntry, PackContents, PackManifest } from '../format/pack-schema';
import { sha256 } from './pack-source';

export interface WritePackOptions {
  /** Seals every entry but the manifest; activation later supplies the same key. */
  packKey?: string;
  createdAt?: string;
}

/** The fixed time stamp of every zip entry, so the same sources give the same bytes. */
const ENTRY_TIME = new Date('2026-01-01T00:00:00Z');

export function packEntries(contents: PackContents): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  entries.set('catalogue.json', Buffer.from(JSON.stringify(contents.catalogue)));
  entries.set('questions.json', Buffer.from(JSON.stringify(contents.questions)));
  for (const [path, data] of [...contents.files].sort(([a], [b]) => a.localeCompare(b)))
    entries.set(path, data);
  return entries;
}

/** Writes the pack file atomically (a temporary file renamed into place). */
export async function writePackFile(
  contents: PackContents,
  outputPath: string,
  options: WritePackOptions = {},
): Promise<PackManifest> {
  const derivation = options.packKey ? newKeyDerivation() : null;
  const key = derivation && options.packKey ? deriveKey(options.packKey, derivation) : null;

  const stored: [string, Buffer][] = [...packEntries(contents)].map(([path, data]) => [
    path,
    key ? seal(key, data, path) : data,
  ]);
  const entries: ManifestEntry[] = stored.map(([path, data]) => ({
    path,
    sha256: sha256(data),
    size: data.length,
  }));
  const manifest: PackManifest = {
    format: PACK_FORMAT,
    format_version: PACK_FORMAT_VERSION,
    id: contents.id,
    version: contents.version,
    title: contents.title,
    created_at: options.createdAt ?? new Date().toISOString(),
    encryption: derivation ? { algorithm: 'aes-256-gcm', ...derivation } : null,
    entries,
  };

  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), 'manifest.json', {
    mtime: ENTRY_TIME,
  });
  for (const [path, data] of stored) {
    // Sealed bytes do not compress; store them as they are.
    zip.addBuffer(data, path, { mtime: ENTRY_TIME, compress: !key });
  }
  zip.end();

  await mkdir(dirname(outputPath), { recursive: true });
  const temporary = `${outputPath}.${process.pid}.partial`;
  try {
    await pipeline(zip.outputStream, createWriteStream(temporary));
    await rename(temporary, outputPath);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return manifest;
}
