import type { Language, Test } from '@aula/shared';
import { testEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';
import { REPORTS_KEY } from './report-keys';

/** GET /tests/{id}: a finished test with every question, the answer given and its review. */
export function fetchTestReview(testId: number, signal?: AbortSignal): Promise<Test> {
  return callEndpoint(testEndpoints.get, { params: { id: testId } }, { signal });
}

export function testReviewQueryOptions(testId: number, language: Language) {
  return queryOptions({
    queryKey: [...REPORTS_KEY, 'test', testId, language],
    queryFn: ({ signal }) => fetchTestReview(testId, signal),
    // A finished test never changes.
    staleTime: Infinity,
  });
}

export function useTestReview(testId: number) {
  return useQuery(testReviewQueryOptions(testId, useLanguage()));
}
