import type { Language, WordDefinition } from '@aula/shared';
import { dictionaryEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';

/**
 * GET /v1/words/{word}?lang=: the word's definitions with part of speech and an example. 404
 * when the dictionary does not know the word; 400 with a translated message when it is not a
 * word at all.
 */
export function lookUpWord(
  word: string,
  lang: Language,
  signal?: AbortSignal,
): Promise<WordDefinition> {
  return callEndpoint(dictionaryEndpoints.word, { params: { word }, query: { lang } }, { signal });
}

export function wordQueryOptions(uiLanguage: Language, word: string, lang: Language) {
  return queryOptions({
    // The interface language is part of the key: error messages come back in it.
    queryKey: ['dictionary', 'word', uiLanguage, lang, word],
    queryFn: ({ signal }) => lookUpWord(word, lang, signal),
    staleTime: 10 * 60_000,
    // An unknown word (404) or bad input (400) will not change by asking again.
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}

/** Looks the word up once there is one. */
export function useWord(word: string, lang: Language) {
  return useQuery({ ...wordQueryOptions(useLanguage(), word, lang), enabled: word.length > 0 });
}
