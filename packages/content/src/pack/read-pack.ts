import type { z } from 'zod';
import { DecryptionError, deriveKey, open } from '../crypto/aes-gcm';
import type { PackLimits } from '../format/limits';
import { DEFAULT_PACK_LIMITS } from '../format/limits';
import type { PackContents, PackManifest } from '../format/pack-schema';
import { manifestSchema, packCatalogueSchema, questionPoolsSchema } from '../format/pack-schema';
import type { PackIssue } from '../validate/issues';
import { InvalidPackError, issuesFromZod } from '../validate/issues';
import { validatePackContents } from '../validate/validate-pack';
import type { PackSource } from './pack-source';
import { openPackSource, sha256 } from './pack-source';

export interface ReadPackOptions {
  /** The key of an encrypted pack (a commercial disc), as activation unlocked it. */
  packKey?: string;
  limits?: PackLimits;
}

export interface ReadPack {
  manifest: PackManifest;
  contents: PackContents;
  /** SHA-256 of the manifest: identifies exactly this build of the pack. */
  fingerprint: string;
}

/** Reads the manifest, refusing a file that is not a pack of this format. */
export async function readManifest(
  source: PackSource,
): Promise<{ manifest: PackManifest; fingerprint: string }> {
  if (!source.names().includes('manifest.json'))
    throw new InvalidPackError([{ where: source.location, message: 'manifest.json is missing' }]);
  const raw = await source.read('manifest.json');
  let data: unknown;
  try {
    data = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new InvalidPackError([{ where: 'manifest.json', message: 'not valid JSON' }]);
  }
  const parsed = manifestSchema.safeParse(data);
  if (!parsed.success)
    throw new InvalidPackError(issuesFromZod('manifest.json', parsed.error.issues));
  return { manifest: parsed.data, fingerprint: sha256(raw) };
}

/** A function that gives an entry's plain bytes after checking its checksum. */
export type EntryOpener = (path: string, stored: Buffer) => Buffer;

export function entryOpener(manifest: PackManifest, packKey: string | undefined): EntryOpener {
  const checksums = new Map(manifest.entries.map((entry) => [entry.path, entry.sha256]));
  let key: Buffer | null = null;
  if (manifest.encryption) {
    if (!packKey)
      throw new InvalidPackError([
        {
          where: 'manifest.json',
          message: 'the pack is encrypted: activate the product to unlock it',
        },
      ]);
    key = deriveKey(packKey, manifest.encryption);
  }
  return (path, stored) => {
    if (sha256(stored) !== checksums.get(path))
      throw new InvalidPackError([
        { where: path, message: 'checksum mismatch: the entry is damaged or altered' },
      ]);
    if (!key) return stored;
    try {
      return open(key, stored, path);
    } catch (error) {
      if (error instanceof DecryptionError)
        throw new InvalidPackError([
          { where: path, message: 'the pack key does not unlock this pack' },
        ]);
      throw error;
    }
  };
}

function parseJson<S extends z.ZodType>(path: string, data: Buffer, schema: S): z.infer<S> {
  let value: unknown;
  try {
    value = JSON.parse(data.toString('utf8'));
  } catch {
    throw new InvalidPackError([{ where: path, message: 'not valid JSON' }]);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new InvalidPackError(issuesFromZod(path, parsed.error.issues));
  return parsed.data;
}

/**
 * Reads and checks a whole pack: safe entry names and sizes, every entry listed in the
 * manifest and every listed entry present with its checksum, decryption with the pack key,
 * the schemas and the cross-checks of the validator. Throws InvalidPackError listing what is
 * wrong.
 */
export async function readPack(location: string, options: ReadPackOptions = {}): Promise<ReadPack> {
  const source = await openPackSource(location, options.limits ?? DEFAULT_PACK_LIMITS);
  try {
    const { manifest, fingerprint } = await readManifest(source);
    const listed = new Set(manifest.entries.map((entry) => entry.path));
    const present = new Set(source.names().filter((name) => name !== 'manifest.json'));
    const issues: PackIssue[] = [];
    for (const name of present)
      if (!listed.has(name))
        issues.push({ where: name, message: 'entry is not listed in the manifest' });
    for (const name of listed)
      if (!present.has(name))
        issues.push({ where: name, message: 'entry listed in the manifest is missing' });
    if (issues.length > 0) throw new InvalidPackError(issues);

    const openEntry = entryOpener(manifest, options.packKey);
    const plain = new Map<string, Buffer>();
    for (const entry of manifest.entries)
      plain.set(entry.path, openEntry(entry.path, await source.read(entry.path)));

    const catalogue = parseJson(
      'catalogue.json',
      plain.get('catalogue.json')!,
      packCatalogueSchema,
    );
    const questions = parseJson(
      'questions.json',
      plain.get('questions.json')!,
      questionPoolsSchema,
    );
    plain.delete('catalogue.json');
    plain.delete('questions.json');
    const contents: PackContents = {
      id: manifest.id,
      version: manifest.version,
      title: manifest.title,
      catalogue,
      questions,
      files: plain,
    };
    const problems = validatePackContents(contents);
    if (problems.length > 0) throw new InvalidPackError(problems);
    return { manifest, contents, fingerprint };
  } finally {
    source.close();
  }
}
