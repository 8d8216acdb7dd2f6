import type { Language } from '@aula/shared';
import { dictionaryEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';

/** GET /v1/spell?word=&lang=: whether the word is spelled right, and suggestions when not. */
export function checkSpelling(word: string, lang: Language, signal?: AbortSignal) {
  return callEndpoint(dictionaryEndpoints.spell, { query: { word, lang } }, { signal });
}

export function spellingQueryOptions(uiLanguage: Language, word: string, lang: Language) {
  return queryOptions({
    queryKey: ['dictionary', 'spell', uiLanguage, lang, word],
    queryFn: ({ signal }) => checkSpelling(word, lang, signal),
    staleTime: 10 * 60_000,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}

/** Asks only when `enabled` (the look-up found no such word). */
export function useSpelling(word: string, lang: Language, enabled: boolean) {
  return useQuery({
    ...spellingQueryOptions(useLanguage(), word, lang),
    enabled: enabled && word.length > 0,
  });
}
