import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BookManifest, OpenedBook } from '@aula/content';
import { BUNDLED_LIBRARY_DIR, imageDataUrl, InvalidBookError, openBook } from '@aula/content';
import type { Language } from '@aula/shared';
import {
  BOOK_DISKNAME_PATTERN,
  BOOK_ZIP_FILE_PATTERN,
  LIBRARY_DISC_MISSING_ERROR,
  READ_MODES,
} from '@aula/shared';
import type { ReadMode } from '../../../content/read-mode';
import type { Env } from '../../../platform/env';
import { AppError, notFound } from '../../../platform/errors';
import { LruCache } from '../../../platform/lru-cache';
import type { BookKey } from './book-readings-repository';

/** A book on a disk as the library lists it: its manifest and its cover, ready to send. */
export interface LibraryBook extends BookKey {
  path: string;
  manifest: BookManifest;
  cover: string;
}

/** Opened manifests, by file path, size and modification time: a replaced zip is read again. */
const CACHE_CAPACITY = 2_000;

export const libraryDiscMissing = () =>
  new AppError(409, LIBRARY_DISC_MISSING_ERROR, 'errors.libraryDiscMissing');

function isDirectory(path: string) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function listNames(folder: string, pattern: RegExp, isWanted: (path: string) => boolean) {
  try {
    return readdirSync(folder)
      .filter((name) => pattern.test(name) && isWanted(join(folder, name)))
      .sort();
  } catch {
    return [];
  }
}

function isFile(path: string) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The e-library: books are zip files on disks, and a disk is a folder named by its diskname.
 * Read mode 0 (local disk) reads the disks built with Aula and those an installation adds in
 * DATA_DIR/library; read mode 1 (external disk) reads only the CD or DVD at LIBRARY_DISC_DIR.
 * Names come from the request only after the shared patterns checked them, so a path built
 * here never leaves the library folders.
 */
export class Library {
  private readonly cache = new LruCache<string, { book: LibraryBook | null }>(CACHE_CAPACITY);

  constructor(
    private readonly env: Env,
    private readonly bundledDir: string = BUNDLED_LIBRARY_DIR,
    private readonly log: (message: string) => void = () => {},
  ) {}

  /** The folders holding disks in this read mode; in external mode, 409 without a disc. */
  private rootsFor(mode: ReadMode): string[] {
    if (mode === READ_MODES.local) return [this.bundledDir, join(this.env.DATA_DIR, 'library')];
    const disc = this.env.LIBRARY_DISC_DIR;
    if (!disc || listNames(disc, BOOK_DISKNAME_PATTERN, isDirectory).length === 0)
      throw libraryDiscMissing();
    return [disc];
  }

  /** Every valid book of every disk; a book on two roots counts once (the first root's). */
  async books(mode: ReadMode): Promise<LibraryBook[]> {
    const found = new Map<string, LibraryBook>();
    for (const root of this.rootsFor(mode))
      for (const diskname of listNames(root, BOOK_DISKNAME_PATTERN, isDirectory))
        for (const zip_file of listNames(join(root, diskname), BOOK_ZIP_FILE_PATTERN, isFile)) {
          const key = `${diskname}/${zip_file}`;
          if (found.has(key)) continue;
          const book = await this.load({ diskname, zip_file }, join(root, diskname, zip_file));
          if (book) found.set(key, book);
        }
    return [...found.values()];
  }

  /** One book, or 404 when no disk of this read mode holds a valid book by that name. */
  async book(mode: ReadMode, key: BookKey): Promise<LibraryBook> {
    for (const root of this.rootsFor(mode)) {
      const path = join(root, key.diskname, key.zip_file);
      if (!isFile(path)) continue;
      const book = await this.load(key, path);
      if (book) return book;
    }
    throw notFound();
  }

  /** Opens the book's zip for reading its pages; the caller closes it. */
  async open(book: LibraryBook): Promise<OpenedBook> {
    try {
      return await openBook(book.path);
    } catch (error) {
      // Replaced or removed since it was listed.
      if (error instanceof InvalidBookError) throw notFound();
      throw error;
    }
  }

  private async load(key: BookKey, path: string): Promise<LibraryBook | null> {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return null;
    }
    const cacheKey = `${path}\u0000${stats.mtimeMs}\u0000${stats.size}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached.book;
    let book: LibraryBook | null = null;
    try {
      const opened = await openBook(path);
      try {
        const cover = await imageDataUrl(opened, opened.manifest.cover);
        book = cover ? { ...key, path, manifest: opened.manifest, cover } : null;
      } finally {
        opened.close();
      }
    } catch (error) {
      if (!(error instanceof InvalidBookError)) throw error;
      // A broken book is left out of the library, not allowed to break it; said once.
      this.log(error.message);
    }
    this.cache.set(cacheKey, { book });
    return book;
  }
}

/** The alt text of a page that is a single picture, in the book's language. */
export function pictureAlt(language: Language, title: string, page: number): string {
  return language === 'es' ? `${title}, página ${page}` : `${title}, page ${page}`;
}
