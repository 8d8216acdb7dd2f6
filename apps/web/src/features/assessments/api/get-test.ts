import type { Language, Test } from '@aula/shared';
import { testEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';

/**
 * GET /tests/{id}: in progress, the one question to answer now (`current`); finished, every
 * question with its review, the percentage and the letter grade.
 */
export function fetchTest(testId: number, signal?: AbortSignal): Promise<Test> {
  return callEndpoint(testEndpoints.get, { params: { id: testId } }, { signal });
}

export function testQueryOptions(language: Language, testId: number) {
  return queryOptions({
    queryKey: ['test', language, testId],
    queryFn: ({ signal }) => fetchTest(testId, signal),
    // Answers replace the cached attempt with the server's; a refetch would restart nothing.
    staleTime: Infinity,
  });
}

/** Waits while the id is not known (null). */
export function useTest(testId: number | null) {
  return useQuery({ ...testQueryOptions(useLanguage(), testId ?? 0), enabled: testId !== null });
}
