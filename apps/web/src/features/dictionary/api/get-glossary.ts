import type { Glossary, Language } from '@aula/shared';
import { dictionaryEndpoints } from '@aula/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';

export interface GlossaryFilter {
  gradeId: number | null;
  subjectId: number | null;
  text: string;
}

/**
 * GET /v1/glossary?grade_id=&subject_id=&q=: the lessons' glossary terms in the interface language, with
 * the lessons using each. 400 with a translated message when the text is too long.
 */
export function fetchGlossary(filter: GlossaryFilter, signal?: AbortSignal): Promise<Glossary> {
  return callEndpoint(
    dictionaryEndpoints.glossary,
    {
      query: {
        grade_id: filter.gradeId ?? undefined,
        subject_id: filter.subjectId ?? undefined,
        q: filter.text || undefined,
      },
    },
    { signal },
  );
}

export function glossaryQueryOptions(language: Language, filter: GlossaryFilter) {
  return queryOptions({
    queryKey: ['dictionary', 'glossary', language, filter.gradeId, filter.subjectId, filter.text],
    queryFn: ({ signal }) => fetchGlossary(filter, signal),
    staleTime: 5 * 60_000,
  });
}

export function useGlossary(filter: GlossaryFilter) {
  return useQuery({
    ...glossaryQueryOptions(useLanguage(), filter),
    placeholderData: keepPreviousData,
  });
}
