import type { Book, Language } from '@aula/shared';
import { bookEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';

export interface BookRef {
  diskname: string;
  zipFile: string;
}

/** The path parameters that name a book. */
export const bookParams = ({ diskname, zipFile }: BookRef) => ({ diskname, zip_file: zipFile });

/** GET /books/{diskname}/{zip_file}: one book with the page last read; 404 when no disk has it. */
export function fetchBook(book: BookRef, signal?: AbortSignal): Promise<Book> {
  return callEndpoint(bookEndpoints.get, { params: bookParams(book) }, { signal });
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
