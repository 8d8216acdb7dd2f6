import type { ClusterList, Language } from '@aula/shared';
import { catalogueEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint';
import { useLanguage } from './i18n';

/**
 * GET /clusters?subject_id=: a subject's clusters with their lessons and the student's live
 * state (locks, progress, counts). Always fetched, so no page shows an old state (the
 * subject page, a test's results).
 */
export function fetchClusters(subjectId: number, signal?: AbortSignal): Promise<ClusterList> {
  return callEndpoint(
    catalogueEndpoints.clusters,
    { query: { subject_id: subjectId } },
    { signal },
  );
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
