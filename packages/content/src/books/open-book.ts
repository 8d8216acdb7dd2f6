import { statSync } from 'node:fs';
import type { PackSource } from '../pack/pack-source';
import { openPackSource } from '../pack/pack-source';
import { InvalidPackError } from '../validate/issues';
import { issuesFromZod } from '../validate/issues';
import { inspectBookPageHtml, sanitizeBookPage } from './book-html';
import type { BookManifest } from './book-schema';
import { BOOK_LIMITS, bookManifestSchema, imageTypeOf, InvalidBookError } from './book-schema';
import { BOOK_MANIFEST_ENTRY } from './pack-book';

export interface OpenedBook {
  readonly location: string;
  readonly manifest: BookManifest;
  names(): string[];
  read(name: string): Promise<Buffer>;
  close(): void;
}

/** Runs `work` and turns the pack reader's refusals into the book's own error. */
async function asBookError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof InvalidPackError) throw new InvalidBookError(error.issues);
    throw error;
  }
}

/**
 * Opens a book zip: entry names that escape the book (`..`, absolute paths), more than 500
 * entries or an entry over 5 MB (uncompressed, also when the header lies) are refused before
 * anything is read; then the manifest is checked and every file it names must be present.
 */
export async function openBook(zipPath: string): Promise<OpenedBook> {
  let isFile = false;
  try {
    isFile = statSync(zipPath).isFile();
  } catch {
    // Reported below.
  }
  if (!isFile) throw new InvalidBookError([{ where: zipPath, message: 'no book file here' }]);
  const source: PackSource = await asBookError(() => openPackSource(zipPath, BOOK_LIMITS));
  try {
    const names = new Set(source.names());
    if (!names.has(BOOK_MANIFEST_ENTRY))
      throw new InvalidBookError([{ where: zipPath, message: 'manifest.json is missing' }]);
    let data: unknown;
    try {
      data = JSON.parse(
        (await asBookError(() => source.read(BOOK_MANIFEST_ENTRY))).toString('utf8'),
      );
    } catch (error) {
      if (error instanceof InvalidBookError) throw error;
      throw new InvalidBookError([
        { where: `${zipPath}: manifest.json`, message: 'not valid JSON' },
      ]);
    }
    const parsed = bookManifestSchema.safeParse(data);
    if (!parsed.success)
      throw new InvalidBookError(issuesFromZod(`${zipPath}: manifest.json`, parsed.error.issues));
    const missing = [parsed.data.cover, ...parsed.data.pages].filter((name) => !names.has(name));
    if (missing.length > 0)
      throw new InvalidBookError(
        missing.map((name) => ({ where: `${zipPath}: ${name}`, message: 'entry is missing' })),
      );
    return {
      location: zipPath,
      manifest: parsed.data,
      names: () => source.names(),
      read: (name) => asBookError(() => source.read(name)),
      close: () => source.close(),
    };
  } catch (error) {
    source.close();
    throw error;
  }
}

/** An image entry as a data: URL (the cover, or a page that is one picture). */
export async function imageDataUrl(book: OpenedBook, name: string): Promise<string | null> {
  const type = imageTypeOf(name);
  if (!type || !book.names().includes(name)) return null;
  return `data:${type};base64,${(await book.read(name)).toString('base64')}`;
}

export interface RenderedBookPage {
  /** Sanitized HTML, pictures inlined as data: URLs. */
  html: string;
  /** The page's words, for reading aloud. */
  text: string;
}

/**
 * One page (0-based) ready to show. An HTML page is sanitized with its pictures inlined; a page
 * that is a picture becomes a figure whose alt text the caller gives (e.g. "Page 3").
 */
export async function renderBookPage(
  book: OpenedBook,
  index: number,
  pictureAlt: string,
): Promise<RenderedBookPage> {
  const name = book.manifest.pages[index];
  if (name === undefined) throw new RangeError(`page ${index} is not in the book`);
  if (!name.toLowerCase().endsWith('.html')) {
    const src = await imageDataUrl(book, name);
    const escapedAlt = pictureAlt
      .replace(/&/g, '&amp;')
      .replace(/"/g, '&quot;')
      .replace(/</g, '&lt;');
    return {
      html: src ? `<figure><img src="${src}" alt="${escapedAlt}" /></figure>` : '',
      text: '',
    };
  }
  const source = (await book.read(name)).toString('utf8');
  const report = inspectBookPageHtml(source);
  const available = new Set(book.names());
  const images = new Map<string, Buffer>();
  for (const image of report.images)
    if (available.has(image) && imageTypeOf(image) && !images.has(image))
      images.set(image, await book.read(image));
  const html = sanitizeBookPage(source, (src) => {
    const data = images.get(src);
    const contentType = imageTypeOf(src);
    return data && contentType ? { data, contentType } : undefined;
  });
  // The text is read from what is shown, so nothing the sanitizer dropped is read aloud.
  return { html, text: inspectBookPageHtml(html).text };
}
