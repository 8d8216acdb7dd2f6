import type { LatestContentCopy } from '@aula/shared';
import { ACTIVE_COPY_STATUSES, contentCopyEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** How often a running copy's progress is asked for. */
export const COPY_POLL_MS = 500;

/** GET /content_copies/latest: the most recent copy and its progress, or null. */
export function fetchLatestContentCopy(signal?: AbortSignal): Promise<LatestContentCopy> {
  return callEndpoint(contentCopyEndpoints.latest, {}, { signal });
}

export const latestContentCopyQueryKey = ['content-copies', 'latest'] as const;

/** Polled while the copy runs (copying or installing), still otherwise. */
export function useLatestContentCopy() {
  return useQuery(
    queryOptions({
      queryKey: latestContentCopyQueryKey,
      queryFn: ({ signal }) => fetchLatestContentCopy(signal),
      refetchInterval: (query) => {
        const status = query.state.data?.copy?.status;
        return status && ACTIVE_COPY_STATUSES.includes(status) ? COPY_POLL_MS : false;
      },
    }),
  );
}
