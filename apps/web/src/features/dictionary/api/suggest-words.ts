import type { Language } from '@aula/shared';
import { dictionaryEndpoints, dictionaryWordProblem } from '@aula/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';

/** GET /v1/suggest?prefix=&lang=: up to 10 words starting with the prefix (search as you type). */
export function suggestWords(prefix: string, lang: Language, signal?: AbortSignal) {
  return callEndpoint(dictionaryEndpoints.suggest, { query: { prefix, lang } }, { signal });
}

export function suggestionsQueryOptions(uiLanguage: Language, prefix: string, lang: Language) {
  return queryOptions({
    queryKey: ['dictionary', 'suggest', uiLanguage, lang, prefix],
    queryFn: ({ signal }) => suggestWords(prefix, lang, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/**
 * Suggestions for an already debounced prefix. A prefix the service would refuse (no letters,
 * mixed alphabets…) asks nothing: the form says what is wrong when the word is submitted.
 */
export function useWordSuggestions(prefix: string, lang: Language) {
  return useQuery({
    ...suggestionsQueryOptions(useLanguage(), prefix, lang),
    enabled: prefix.length > 0 && dictionaryWordProblem(prefix) === null,
    placeholderData: keepPreviousData,
  });
}
