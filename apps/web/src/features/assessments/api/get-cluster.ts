import type { Cluster, Language } from '@aula/shared';
import { catalogueEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';

/** GET /clusters/{id}?subject_id=: the cluster a test is about, with the student's progress in it. */
export function fetchCluster(
  clusterId: number,
  subjectId: number,
  signal?: AbortSignal,
): Promise<Cluster> {
  return callEndpoint(
    catalogueEndpoints.cluster,
    { params: { clusterId }, query: { subject_id: subjectId } },
    { signal },
  );
}

export function clusterQueryOptions(language: Language, clusterId: number, subjectId: number) {
  return queryOptions({
    queryKey: ['cluster', language, clusterId, subjectId],
    queryFn: ({ signal }) => fetchCluster(clusterId, subjectId, signal),
    // Locks and counts change as lessons are completed: always read them again.
    staleTime: 0,
  });
}

/** Waits while the ids are not known (null). */
export function useCluster(clusterId: number | null, subjectId: number | null) {
  return useQuery({
    ...clusterQueryOptions(useLanguage(), clusterId ?? 0, subjectId ?? 0),
    enabled: clusterId !== null && subjectId !== null,
  });
}
