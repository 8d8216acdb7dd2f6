import type { Language, LessonList } from '@aula/shared';
import { catalogueEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';

/** GET /lessons?cluster_id=: a cluster's lessons, in order, with their locks and states. */
export function fetchLessons(clusterId: number, signal?: AbortSignal): Promise<LessonList> {
  return callEndpoint(catalogueEndpoints.lessons, { query: { cluster_id: clusterId } }, { signal });
}

export function lessonsQueryOptions(language: Language, clusterId: number) {
  return queryOptions({
    queryKey: ['lessons', language, clusterId],
    queryFn: ({ signal }) => fetchLessons(clusterId, signal),
    staleTime: 0,
  });
}

/** Waits while the id is not known (null). */
export function useLessons(clusterId: number | null) {
  return useQuery({
    ...lessonsQueryOptions(useLanguage(), clusterId ?? 0),
    enabled: clusterId !== null,
  });
}
