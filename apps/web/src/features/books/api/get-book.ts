import type { Book, Language } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainClient } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

export interface BookRef {
  diskname: string;
  zipFile: string;
}

const bookPath = ({ diskname, zipFile }: BookRef) =>
  `/books/${encodeURIComponent(diskname)}/${encodeURIComponent(zipFile)}`;

/** GET /books/{diskname}/{zip_file}: one book with the page last read; 404 when no disk has it. */
export function fetchBook(book: BookRef, signal?: AbortSignal): Promise<Book> {
  return mainClient.get<Book>(bookPath(book), { signal });
}

export function bookQueryOptions(uiLanguage: Language, book: BookRef) {
  return queryOptions({
    queryKey: ['books', 'book', uiLanguage, book.diskname, book.zipFile],
    queryFn: ({ signal }) => fetchBook(book, signal),
    staleTime: 60_000,
  });
}

export function useBook(book: BookRef) {
  return useQuery(bookQueryOptions(useLanguage(), book));
}

export { bookPath };
