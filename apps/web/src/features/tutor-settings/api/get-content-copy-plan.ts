import type { ContentCopyPlan, ContentCopyPlanRequest } from '@aula/shared';
import { contentCopyEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * POST /content_copy_plans `{disc, pack_key?}`: the disc's pack, its grades with their sizes
 * and which are already here. A POST only because a pack key may travel in the body.
 */
export function fetchContentCopyPlan(
  request: ContentCopyPlanRequest,
  signal?: AbortSignal,
): Promise<ContentCopyPlan> {
  return callEndpoint(contentCopyEndpoints.plan, { body: request }, { signal });
}

export const contentCopyPlansQueryKey = ['content-copies', 'plans'] as const;

export function useContentCopyPlan(disc: string | null, packKey: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...contentCopyPlansQueryKey, disc, packKey ?? null],
      queryFn: ({ signal }) => fetchContentCopyPlan({ disc: disc!, pack_key: packKey }, signal),
      enabled: disc !== null,
      // A wrong key or a disc taken out is said at once; asking again would not change it.
      retry: false,
    }),
  );
}
