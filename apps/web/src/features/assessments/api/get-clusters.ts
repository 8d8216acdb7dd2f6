import type { ClusterList, Language } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainClient } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

/**
 * GET /clusters?subject_id=: the subject's clusters, to name the one a finished test opened.
 * The key is the one the subject page caches them under.
 */
export function fetchClusters(subjectId: number, signal?: AbortSignal): Promise<ClusterList> {
  return mainClient.get<ClusterList>('/clusters', { query: { subject_id: subjectId }, signal });
}

export function clustersQueryOptions(language: Language, subjectId: number) {
  return queryOptions({
    queryKey: ['clusters', language, subjectId],
    queryFn: ({ signal }) => fetchClusters(subjectId, signal),
    staleTime: 0,
  });
}

/** Waits while the id is not known (null). */
export function useClusters(subjectId: number | null) {
  return useQuery({
    ...clustersQueryOptions(useLanguage(), subjectId ?? 0),
    enabled: subjectId !== null,
  });
}
