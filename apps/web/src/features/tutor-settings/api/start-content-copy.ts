import type { ContentCopy, LatestContentCopy, StartContentCopy } from '@aula/shared';
import { contentCopyEndpoints } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { latestContentCopyQueryKey } from './get-latest-content-copy';

/** POST /content_copies `{disc, grade_ids, pack_key?}`: 202 with the copy, now running. */
export function startContentCopy(request: StartContentCopy): Promise<ContentCopy> {
  return callEndpoint(contentCopyEndpoints.start, { body: request });
}

/** The started copy becomes the latest one, which starts the polling of its progress. */
export function useStartContentCopy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startContentCopy,
    onSuccess: (copy) =>
      queryClient.setQueryData<LatestContentCopy>(latestContentCopyQueryKey, { copy }),
  });
}
