import type { ContentDiscs } from '@aula/shared';
import { contentCopyEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /content_discs: the content discs in the drive, chosen by name (never by path). */
export function fetchContentDiscs(signal?: AbortSignal): Promise<ContentDiscs> {
  return callEndpoint(contentCopyEndpoints.discs, {}, { signal });
}

export const contentDiscsQueryKey = ['content-copies', 'discs'] as const;

export function useContentDiscs() {
  return useQuery(
    queryOptions({
      queryKey: contentDiscsQueryKey,
      queryFn: ({ signal }) => fetchContentDiscs(signal),
    }),
  );
}
