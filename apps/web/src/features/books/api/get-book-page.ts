import type { Language } from '@aula/shared';
import { bookEndpoints } from '@aula/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';
import type { BookRef } from './get-book';
import { bookParams } from './get-book';

/**
 * GET /books/{diskname}/{zip_file}/pages/{page} (0-based): `{page, html, text}`, the html
 * sanitized by the server with its pictures inlined, the text for reading aloud.
 */
export function fetchBookPage(book: BookRef, page: number, signal?: AbortSignal) {
  return callEndpoint(
    bookEndpoints.page,
    { params: { ...bookParams(book), page: String(page) } },
    { signal },
  );
}

export function bookPageQueryOptions(uiLanguage: Language, book: BookRef, page: number) {
  return queryOptions({
    queryKey: ['books', 'page', uiLanguage, book.diskname, book.zipFile, page],
    queryFn: ({ signal }) => fetchBookPage(book, page, signal),
    // A page of a book does not change while it is being read.
    staleTime: 30 * 60_000,
  });
}

/** The page, keeping the one before on screen while the next one loads. */
export function useBookPage(book: BookRef, page: number | null) {
  return useQuery({
    ...bookPageQueryOptions(useLanguage(), book, page ?? 0),
    enabled: page !== null,
    placeholderData: keepPreviousData,
  });
}
