import { createHash } from 'node:crypto';
import { readdirSync, realpathSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { Entry, ZipFile } from 'yauzl';
import yauzl from 'yauzl';
import type { PackLimits } from '../format/limits';
import { DEFAULT_PACK_LIMITS, PACK_FILE_EXTENSION } from '../format/limits';
import { InvalidPackError } from '../validate/issues';

/**
 * Where a pack is read from: a zip file, or a folder standing for a CD/DVD or a drive that
 * holds either the unpacked entries (manifest.json at its root) or one pack file. Entry names
 * are checked before anything is read: a name that escapes the pack (zip-slip, absolute
 * paths, symbolic links pointing outside), an oversize entry or a zip bomb is refused.
 */
export interface PackSource {
  readonly location: string;
  names(): string[];
  read(name: string): Promise<Buffer>;
  close(): void;
}

function refuse(where: string, message: string): never {
  throw new InvalidPackError([{ where, message }]);
}

/** Entry names are forward-slash relative paths without `.` or `..` segments. */
export function isSafeEntryName(name: string): boolean {
  if (!name || name.startsWith('/') || name.includes('\\') || /^[a-z]:/i.test(name)) return false;
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export async function openPackSource(
  location: string,
  limits: PackLimits = DEFAULT_PACK_LIMITS,
): Promise<PackSource> {
  let stats;
  try {
    stats = statSync(location);
  } catch {
    return refuse(location, 'no pack here: the path does not exist');
  }
  if (stats.isFile()) return openZipSource(location, limits);
  if (!stats.isDirectory()) return refuse(location, 'no pack here');
  const children = readdirSync(location);
  if (children.includes('manifest.json')) return openFolderSource(location, limits);
  const packFiles = children.filter((name) =>
    [PACK_FILE_EXTENSION, '.zip'].includes(extname(name).toLowerCase()),
  );
  if (packFiles.length === 1) return openZipSource(join(location, packFiles[0]!), limits);
  return refuse(
    location,
    packFiles.length === 0
      ? 'no pack here: expected manifest.json or one .aulapack file'
      : `more than one pack file here (${packFiles.join(', ')}); choose one`,
  );
}

function openFolderSource(root: string, limits: PackLimits): PackSource {
  const realRoot = realpathSync(root);
  const files = new Map<string, string>();
  let total = 0;
  const walk = (folder: string) => {
    for (const child of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, child.name);
      const name = relative(root, path).split(sep).join('/');
      const real = realpathSync(path);
      if (real !== realRoot && !real.startsWith(realRoot + sep))
        refuse(name, 'path escapes the pack (a link points outside it)');
      const stats = statSync(real);
      if (stats.isDirectory()) {
        walk(path);
        continue;
      }
      if (!isSafeEntryName(name)) refuse(name, 'path escapes the pack');
      if (stats.size > limits.maxEntryBytes)
        refuse(name, `entry too large: ${stats.size} bytes (at most ${limits.maxEntryBytes})`);
      total += stats.size;
      if (total > limits.maxTotalBytes)
        refuse(root, `pack too large (at most ${limits.maxTotalBytes} bytes)`);
      files.set(name, real);
      if (files.size > limits.maxEntries)
        refuse(root, `too many entries (at most ${limits.maxEntries})`);
    }
  };
  walk(root);
  return {
    location: root,
    names: () => [...files.keys()],
    read: async (name) => {
      const path = files.get(name);
      if (!path) return refuse(name, 'entry is missing');
      return readFile(path);
    },
    close: () => {},
  };
}

async function openZipSource(path: string, limits: PackLimits): Promise<PackSource> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true },
      (error, file) => (error ? reject(error) : resolve(file)),
    ),
  ).catch((error: Error) => refuse(path, `not a readable pack file: ${error.message}`));

  const entries = new Map<string, Entry>();
  let total = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: Entry) => {
        try {
          const name = entry.fileName;
          if (name.endsWith('/')) return zip.readEntry();
          if (!isSafeEntryName(name)) refuse(name, 'path escapes the pack');
          if (entry.uncompressedSize > limits.maxEntryBytes)
            refuse(
              name,
              `entry too large: ${entry.uncompressedSize} bytes (at most ${limits.maxEntryBytes})`,
            );
          if (
            entry.uncompressedSize > 1024 * 1024 &&
            entry.uncompressedSize > entry.compressedSize * limits.maxCompressionRatio
          )
            refuse(name, 'entry compresses suspiciously well (a zip bomb?)');
          total += entry.uncompressedSize;
          if (total > limits.maxTotalBytes)
            refuse(path, `pack too large (at most ${limits.maxTotalBytes} bytes)`);
          if (entries.has(name)) refuse(name, 'entry appears twice');
          entries.set(name, entry);
          if (entries.size > limits.maxEntries)
            refuse(path, `too many entries (at most ${limits.maxEntries})`);
          zip.readEntry();
        } catch (error) {
          reject(error as Error);
        }
      });
      zip.on('end', () => resolve());
      zip.on('error', (error: Error) =>
        reject(
          /relative path|absolute path|invalid characters/i.test(error.message)
            ? new InvalidPackError([
                { where: path, message: `path escapes the pack (${error.message})` },
              ])
            : new InvalidPackError([
                { where: path, message: `not a readable pack file: ${error.message}` },
              ]),
        ),
      );
      zip.readEntry();
    });
  } catch (error) {
    zip.close();
    throw error;
  }

  return {
    location: path,
    names: () => [...entries.keys()],
    read: (name) => {
      const entry = entries.get(name);
      if (!entry)
        return Promise.reject(new InvalidPackError([{ where: name, message: 'entry is missing' }]));
      return new Promise<Buffer>((resolve, reject) => {
        zip.openReadStream(entry, (error, stream) => {
          if (error) return reject(new InvalidPackError([{ where: name, message: error.message }]));
          const chunks: Buffer[] = [];
          let bytes = 0;
          stream.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            // validateEntrySizes also stops a stream that lies about its size; this is the cap.
            if (bytes > limits.maxEntryBytes) {
              stream.destroy();
              reject(new InvalidPackError([{ where: name, message: 'entry too large' }]));
            } else chunks.push(chunk);
          });
          stream.on('error', (streamError: Error) =>
            reject(new InvalidPackError([{ where: name, message: streamError.message }])),
          );
          stream.on('end', () => resolve(Buffer.concat(chunks)));
        });
      });
    },
    close: () => zip.close(),
  };
}

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
