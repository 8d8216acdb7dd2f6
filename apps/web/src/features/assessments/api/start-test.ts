import type { Test } from '@aula/shared';
import { testEndpoints } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';
import { testQueryOptions } from './get-test';

/**
 * POST /tests `{cluster_id}`: a new test of the cluster. 403 `cluster_locked`,
 * `cluster_disabled` or `tests_disabled`; 422 `no_questions`.
 */
export function startTest(clusterId: number): Promise<Test> {
  return callEndpoint(testEndpoints.start, { body: { cluster_id: clusterId } });
}

/** Starts a test and caches it: the first question's time is already running. */
export function useStartTest() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: startTest,
    onSuccess: (test) => {
      queryClient.setQueryData(testQueryOptions(language, test.id).queryKey, test);
    },
  });
}
