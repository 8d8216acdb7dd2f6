import type { EvaluationList, Language } from '@aula/shared';
import { evaluationEndpoints } from '@aula/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';
import { evaluationListKey } from './evaluation-keys';

/** How many evaluations one page of the tutor's list shows. */
export const EVALUATION_PAGE_SIZE = 20;

/** GET /evaluations?limit=&offset=: the account's evaluations, newest first. */
export function fetchEvaluations(page: number, signal?: AbortSignal): Promise<EvaluationList> {
  return callEndpoint(
    evaluationEndpoints.list,
    { query: { limit: EVALUATION_PAGE_SIZE, offset: (page - 1) * EVALUATION_PAGE_SIZE } },
    { signal },
  );
}

export function evaluationsQueryOptions(language: Language, page: number) {
  return queryOptions({
    queryKey: [...evaluationListKey(language), page],
    queryFn: ({ signal }) => fetchEvaluations(page, signal),
  });
}

/** The previous page stays on screen while the next one loads. */
export function useEvaluations(page: number) {
  return useQuery({
    ...evaluationsQueryOptions(useLanguage(), page),
    placeholderData: keepPreviousData,
  });
}
