import { createWriteStream, existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parse as parseYaml } from 'yaml';
import yazl from 'yazl';
import type { PackIssue } from '../validate/issues';
import { issuesFromZod } from '../validate/issues';
import { inspectBookPageHtml } from './book-html';
import type { BookManifest } from './book-schema';
import {
  BOOK_FORMAT,
  BOOK_FORMAT_VERSION,
  BOOK_LIMITS,
  bookSourceSchema,
  InvalidBookError,
} from './book-schema';

/** The fixed time stamp of every entry, so the same sources give the same bytes. */
const ENTRY_TIME = new Date('2026-01-01T00:00:00Z');
export const BOOK_MANIFEST_ENTRY = 'manifest.json';

export interface BookContents {
  manifest: BookManifest;
  /** Every file the book needs (cover, pages, the pages' pictures), by name. */
  files: Map<string, Buffer>;
}

/**
 * Reads and checks a book folder (book.yaml and the files it names). Problems are collected,
 * not thrown one by one, so an author sees all of them in one run.
 */
export function readBookSource(sourceDir: string): BookContents {
  const yamlPath = join(sourceDir, 'book.yaml');
  const fail = (issues: PackIssue[]): never => {
    throw new InvalidBookError(issues);
  };
  if (!existsSync(yamlPath)) fail([{ where: yamlPath, message: 'file is missing' }]);
  let data: unknown;
  try {
    data = parseYaml(readFileSync(yamlPath, 'utf8'));
  } catch (error) {
    fail([{ where: yamlPath, message: `not valid YAML: ${(error as Error).message}` }]);
  }
  const parsed = bookSourceSchema.safeParse(data);
  if (!parsed.success) return fail(issuesFromZod(yamlPath, parsed.error.issues));
  const source = parsed.data;

  const issues: PackIssue[] = [];
  const where = (name: string) => join(sourceDir, name);
  if (source.id !== basename(sourceDir))
    issues.push({
      where: `${yamlPath}: id`,
      message: `must be the folder's name (${basename(sourceDir)})`,
    });

  const files = new Map<string, Buffer>();
  const addFile = (name: string) => {
    if (files.has(name)) return true;
    const path = where(name);
    if (!existsSync(path) || !statSync(path).isFile()) {
      issues.push({ where: path, message: 'file is missing' });
      return false;
    }
    const size = statSync(path).size;
    if (size > BOOK_LIMITS.maxEntryBytes) {
      issues.push({
        where: path,
        message: `file too large: ${size} bytes (at most ${BOOK_LIMITS.maxEntryBytes})`,
      });
      return false;
    }
    files.set(name, readFileSync(path));
    return true;
  };

  addFile(source.cover);
  const seen = new Set<string>();
  for (const page of source.pages) {
    if (seen.has(page))
      issues.push({ where: `${yamlPath}: pages`, message: `${page} is listed twice` });
    seen.add(page);
    if (!addFile(page) || !page.toLowerCase().endsWith('.html')) continue;
    const report = inspectBookPageHtml(files.get(page)!.toString('utf8'));
    for (const problem of report.problems) issues.push({ where: where(page), message: problem });
    for (const image of report.images) addFile(image);
  }
  if (files.size + 1 > BOOK_LIMITS.maxEntries)
    issues.push({
      where: sourceDir,
      message: `too many files (at most ${BOOK_LIMITS.maxEntries - 1})`,
    });
  if (issues.length > 0) fail(issues);

  const { id, ...fields } = source;
  return {
    manifest: { format: BOOK_FORMAT, format_version: BOOK_FORMAT_VERSION, id, ...fields },
    files,
  };
}

/** Writes a book zip atomically (a temporary file renamed into place). */
export async function writeBookZip(contents: BookContents, outFile: string): Promise<void> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(contents.manifest, null, 2)), BOOK_MANIFEST_ENTRY, {
    mtime: ENTRY_TIME,
  });
  for (const [name, data] of [...contents.files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    zip.addBuffer(data, name, { mtime: ENTRY_TIME });
  zip.end();

  await mkdir(dirname(outFile), { recursive: true });
  const temporary = `${outFile}.${process.pid}.partial`;
  try {
    await pipeline(zip.outputStream, createWriteStream(temporary));
    await rename(temporary, outFile);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** A book folder → a checked, deterministic `<id>.zip`. Throws InvalidBookError. */
export async function packBook(sourceDir: string, outFile: string): Promise<BookManifest> {
  const contents = readBookSource(sourceDir);
  await writeBookZip(contents, outFile);
  return contents.manifest;
}
