import type { Language, LessonSearchResult } from '@aula/shared';
import { lessonSearchEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';

/**
 * GET /lesson-search?q=: lessons this student may open whose title or text matches. 400 with a
 * translated message when the text is too short.
 */
export function searchLessons(query: string, signal?: AbortSignal): Promise<LessonSearchResult> {
  return callEndpoint(lessonSearchEndpoints.search, { query: { q: query } }, { signal });
}

export function lessonSearchQueryOptions(language: Language, query: string) {
  return queryOptions({
    queryKey: ['lesson-search', language, query],
    queryFn: ({ signal }) => searchLessons(query, signal),
  });
}

/** Searches once there is something to look for. */
export function useLessonSearch(query: string) {
  return useQuery({
    ...lessonSearchQueryOptions(useLanguage(), query),
    enabled: query.length > 0,
  });
}
