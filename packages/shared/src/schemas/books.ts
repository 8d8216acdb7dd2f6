import { z } from 'zod';
import { BOOK_GRADE_MAX, LANGUAGES } from '../constants';
import { languageField } from './fields';

/**
 * The e-library (docs/product-rules.md#e-library): books are zip files on a disk. A disk is a
 * folder named by `diskname`; a book is `<zip_file>` inside it. The names are checked before any
 * path is built from them, so a request can never reach outside the library folders.
 */
export const BOOK_DISKNAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
export const BOOK_ZIP_FILE_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}\.zip$/;
/** A book's id (its source folder): the zip file is `<id>.zip`. */
export const BOOK_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;
export const BOOK_MAX_PAGES = 200;

export const bookDisknameField = z
  .string({ error: 'validation.book.diskname' })
  .regex(BOOK_DISKNAME_PATTERN, { error: 'validation.book.diskname' });

export const bookZipFileField = z
  .string({ error: 'validation.book.zipFile' })
  .regex(BOOK_ZIP_FILE_PATTERN, { error: 'validation.book.zipFile' });

/** A 0-based page number as a path segment: digits only, so " 1", "1e2" or "-0" are refused. */
const pageParam = z
  .string({ error: 'validation.book.page' })
  .regex(/^\d{1,3}$/, { error: 'validation.book.page' })
  .transform(Number)
  .pipe(z.number().max(BOOK_MAX_PAGES - 1, { error: 'validation.book.page' }));

const pageNumber = z
  .number({ error: 'validation.book.page' })
  .int({ error: 'validation.book.page' })
  .min(0, { error: 'validation.book.page' })
  .max(BOOK_MAX_PAGES - 1, { error: 'validation.book.page' });

/** /books/{diskname}/{zip_file} */
export const bookParamsSchema = z.object({
  diskname: bookDisknameField,
  zip_file: bookZipFileField,
});
export type BookParams = z.infer<typeof bookParamsSchema>;

/** /books/{diskname}/{zip_file}/pages/{page} (0-based). */
export const bookPageParamsSchema = bookParamsSchema.extend({ page: pageParam });

/** An empty `?grade=` or `?language=` (the "All" choice) means no filter. */
const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** GET /books?language=&grade= */
export const booksQuerySchema = z.object({
  language: z.preprocess(emptyAsMissing, languageField.optional()),
  grade: z.preprocess(
    emptyAsMissing,
    z
      .string({ error: 'validation.book.grade' })
      .regex(/^\d{1,2}$/, { error: 'validation.book.grade' })
      .transform(Number)
      .pipe(z.number().max(BOOK_GRADE_MAX, { error: 'validation.book.grade' }))
      .optional(),
  ),
});
export type BooksQuery = z.infer<typeof booksQuerySchema>;

export const bookSchema = z.object({
  diskname: z.string(),
  zip_file: z.string(),
  title: z.string(),
  author: z.string(),
  language: z.enum(LANGUAGES),
  /** 0 kindergarten, 1-12 the grade. */
  grade: z.number().int(),
  level: z.string(),
  summary: z.string(),
  page_count: z.number().int(),
  /** The cover picture as a data: URL, so the library needs no request per cover. */
  cover: z.string(),
  /** The page the student last read (0-based), or null before they open the book. */
  last_page: z.number().int().nullable(),
});
export type Book = z.infer<typeof bookSchema>;

/** GET /books: sorted by grade, then title. */
export const booksSchema = z.object({ items: z.array(bookSchema) });
export type Books = z.infer<typeof booksSchema>;

export const bookPageSchema = z.object({
  /** 0-based. */
  page: z.number().int(),
  /** Sanitized HTML with its pictures inlined as data: URLs. */
  html: z.string(),
  /** The page's words as plain text, for reading aloud. */
  text: z.string(),
});
export type BookPage = z.infer<typeof bookPageSchema>;

/** PUT /books/{diskname}/{zip_file}/reading */
export const saveBookReadingSchema = z.object({ page: pageNumber });
export type SaveBookReading = z.infer<typeof saveBookReadingSchema>;

export const bookReadingSchema = z.object({ last_page: z.number().int() });
export type BookReading = z.infer<typeof bookReadingSchema>;
