import { z } from 'zod';
import {
  BOOK_GRADE_MAX,
  BOOK_GRADE_MIN,
  BOOK_ID_PATTERN,
  BOOK_MAX_PAGES,
  LANGUAGES,
} from '@aula/shared';
import type { PackIssue } from '../validate/issues';
import type { PackLimits } from '../format/limits';

/**
 * An e-library book: a zip file holding `manifest.json`, a cover picture and its pages (HTML
 * with pictures beside it, or one picture per page). Authors write `book.yaml` in a folder
 * (sources/e-library/<id>/); the builder checks it and writes `<id>.zip`.
 */

export const BOOK_FORMAT = 'aula-book';
export const BOOK_FORMAT_VERSION = 1;

/** What a book zip may hold; anything beyond is refused before it is read (zip bombs). */
export const BOOK_LIMITS: PackLimits = {
  maxEntries: 500,
  maxEntryBytes: 5 * 1024 * 1024,
  maxTotalBytes: 500 * 5 * 1024 * 1024,
  maxCompressionRatio: 200,
};

export const BOOK_IMAGE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/** A file beside book.yaml: a plain name, no folders, so nothing can point outside the book. */
const fileName = (pattern: RegExp, message: string) =>
  z.string({ error: message }).regex(pattern, { error: message });
const IMAGE_FILE = /^[a-z0-9][a-z0-9._-]*\.(svg|png|jpe?g)$/i;
const PAGE_FILE = /^[a-z0-9][a-z0-9._-]*\.(html|svg|png|jpe?g)$/i;

const text = (max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(max, { error: `is too long (${max} characters at most)` });

const bookFields = {
  title: text(200),
  author: text(200),
  language: z.enum(LANGUAGES, { error: 'is en or es' }),
  grade: z
    .number({ error: `is a whole number from ${BOOK_GRADE_MIN} to ${BOOK_GRADE_MAX}` })
    .int({ error: `is a whole number from ${BOOK_GRADE_MIN} to ${BOOK_GRADE_MAX}` })
    .min(BOOK_GRADE_MIN, { error: `is a whole number from ${BOOK_GRADE_MIN} to ${BOOK_GRADE_MAX}` })
    .max(BOOK_GRADE_MAX, {
      error: `is a whole number from ${BOOK_GRADE_MIN} to ${BOOK_GRADE_MAX}`,
    }),
  level: text(80),
  summary: text(1000),
  cover: fileName(IMAGE_FILE, 'is an .svg, .png or .jpg file beside book.yaml'),
  pages: z
    .array(fileName(PAGE_FILE, 'is an .html, .svg, .png or .jpg file beside book.yaml'), {
      error: 'is a list of page files',
    })
    .min(1, { error: 'needs at least one page' })
    .max(BOOK_MAX_PAGES, { error: `has at most ${BOOK_MAX_PAGES} pages` }),
};

/** sources/e-library/<id>/book.yaml; the id must be the folder's name. */
export const bookSourceSchema = z.object({
  id: fileName(BOOK_ID_PATTERN, 'is lowercase letters, digits and dashes (the folder name)'),
  ...bookFields,
});
export type BookSource = z.infer<typeof bookSourceSchema>;

/** manifest.json at the root of a book zip. */
export const bookManifestSchema = z.object({
  format: z.literal(BOOK_FORMAT),
  format_version: z.literal(BOOK_FORMAT_VERSION),
  id: fileName(BOOK_ID_PATTERN, 'is lowercase letters, digits and dashes'),
  ...bookFields,
});
export type BookManifest = z.infer<typeof bookManifestSchema>;

export function isImageFile(name: string): boolean {
  return IMAGE_FILE.test(name);
}

export function imageTypeOf(name: string): string | undefined {
  const extension = /\.[a-z]+$/i.exec(name)?.[0]?.toLowerCase();
  return extension ? BOOK_IMAGE_TYPES[extension] : undefined;
}

/** A book that cannot be packed or opened, with every problem said where it is. */
export class InvalidBookError extends Error {
  override name = 'InvalidBookError';
  readonly issues: PackIssue[];

  constructor(issues: PackIssue[]) {
    super(
      `The book is not valid:\n${issues.map((issue) => `- ${issue.where}: ${issue.message}`).join('\n')}`,
    );
    this.issues = issues;
  }
}
