import type { z } from 'zod';
import { DecryptionError, deriveKey, open } from '../crypto/aes-gcm';
import { isSafeEntryPath } from '../format/entry-path';
import type { PackLimits } from '../format/limits';
import { DEFAULT_PACK_LIMITS } from '../format/limits';
import type { PackContents, PackManifest } from '../format/pack-schema';
import { manifestSchema, packCatalogueSchema, questionPoolsSchema } from '../format/pack-schema';
import type { PackIssue } from '../validate/issues';
import { InvalidPackError, issuesFromZod, UnsafeEntryPathError } from '../validate/issues';
import { validatePackContents } from '../validate/validate-pack';
import { entryNeededFor, packGradeIndex, restrictToGrades, unknownGrades } from './grade-filter';
import type { PackSource } from './pack-source';
import { openPackSource, sha256 } from './pack-source';

export interface ReadPackOptions {
  /** The key of an encrypted pack (a commercial disc), as activation unlocked it. */
  packKey?: string;
  limits?: PackLimits;
  /**
   * Only these grades (a disc copied grade by grade): entries of other grades may be absent
   * and are not read, and the pack read holds only these grades. Unset: the whole pack.
   */
  grades?: readonly number[];
}

export interface ReadPack {
  manifest: PackManifest;
  contents: PackContents;
  /**
   * SHA-256 of the manifest: identifies exactly this build of the pack. A pack read for some
   * of its grades only gets a fingerprint of the manifest and those grades, so importing
   * other grades of the same build is a change.
   */
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
  const unsafe = parsed.data.entries.find((entry) => !isSafeEntryPath(entry.path));
  if (unsafe) throw new UnsafeEntryPathError(unsafe.path);
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
 * wrong. With `grades`, the same for those grades only (catalogue.json is always read first to
 * learn which entries they need).
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
    const openEntry = entryOpener(manifest, options.packKey);
    const read = async (path: string) => openEntry(path, await source.read(path));
    const catalogue =
      present.has('catalogue.json') && listed.has('catalogue.json')
        ? parseJson('catalogue.json', await read('catalogue.json'), packCatalogueSchema)
        : null;
    const grades = options.grades ? new Set(options.grades) : null;
    if (catalogue && grades) {
      const unknown = unknownGrades(catalogue, grades);
      if (unknown.length > 0) throw new InvalidPackError(unknown);
    }
    const needed =
      catalogue && grades ? entryNeededFor(packGradeIndex(catalogue), grades) : () => true;
    for (const name of listed)
      if (!present.has(name) && needed(name))
        issues.push({ where: name, message: 'entry listed in the manifest is missing' });
    if (issues.length > 0) throw new InvalidPackError(issues);

    const plain = new Map<string, Buffer>();
    for (const entry of manifest.entries)
      if (entry.path !== 'catalogue.json' && needed(entry.path))
        plain.set(entry.path, await read(entry.path));

    const questions = parseJson(
      'questions.json',
      plain.get('questions.json')!,
      questionPoolsSchema,
    );
    plain.delete('questions.json');
    const whole: PackContents = {
      id: manifest.id,
      version: manifest.version,
      title: manifest.title,
      catalogue: catalogue!,
      questions,
      files: plain,
    };
    const contents = grades ? restrictToGrades(whole, grades) : whole;
    const problems = validatePackContents(contents);
    if (problems.length > 0) throw new InvalidPackError(problems);
    const everyGrade = catalogue!.grades.every((grade) => grades?.has(grade.grade_id) ?? true);
    return {
      manifest,
      contents,
      fingerprint: everyGrade
        ? fingerprint
        : sha256(Buffer.from(`${fingerprint}:grades=${[...grades!].sort((a, b) => a - b)}`)),
    };
  } finally {
    source.close();
  }
}
