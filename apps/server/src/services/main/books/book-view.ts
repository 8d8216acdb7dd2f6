import type { Book } from '@aula/shared';
import type { LibraryBook } from './library';

/** A library book as the calls answer it, with the page the student last read. */
export function bookOf(book: LibraryBook, lastPage: number | null | undefined): Book {
  const { manifest } = book;
  const pageCount = manifest.pages.length;
  return {
    diskname: book.diskname,
    zip_file: book.zip_file,
    title: manifest.title,
    author: manifest.author,
    language: manifest.language,
    grade: manifest.grade,
    level: manifest.level,
    summary: manifest.summary,
    page_count: pageCount,
    cover: book.cover,
    // A book replaced by a shorter edition opens on its last page, not past it.
    last_page:
      lastPage === null || lastPage === undefined ? null : Math.min(lastPage, pageCount - 1),
  };
}
