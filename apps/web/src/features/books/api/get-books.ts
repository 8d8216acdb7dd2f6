import type { Books, Language } from '@aula/shared';
import { bookEndpoints } from '@aula/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';

export interface BooksFilter {
  language: Language | null;
  grade: number | null;
}

/**
 * GET /books?language=&grade=: the books of the current read mode's disks, by grade then title,
 * with each one's cover and the page the student last read. 409 library_disc_missing when the
 * read mode is the external disk and the e-library CD is not in.
 */
export function fetchBooks(filter: BooksFilter, signal?: AbortSignal): Promise<Books> {
  return callEndpoint(
    bookEndpoints.list,
    { query: { language: filter.language ?? undefined, grade: filter.grade ?? undefined } },
    { signal },
  );
}

export function booksQueryOptions(uiLanguage: Language, filter: BooksFilter) {
  return queryOptions({
    // The interface language is in the key: error messages come back in it.
    queryKey: ['books', 'list', uiLanguage, filter.language, filter.grade],
    queryFn: ({ signal }) => fetchBooks(filter, signal),
    staleTime: 60_000,
  });
}

export function useBooks(filter: BooksFilter) {
  return useQuery({
    ...booksQueryOptions(useLanguage(), filter),
    placeholderData: keepPreviousData,
  });
}
