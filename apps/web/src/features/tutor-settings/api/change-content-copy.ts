import type { ContentCopy, LatestContentCopy } from '@aula/shared';
import { contentCopyEndpoints } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { latestContentCopyQueryKey } from './get-latest-content-copy';

/**
 * POST /content_copies/{id}/cancel (stops after the current chunk, keeping what was verified)
 * and POST /content_copies/{id}/resume (continues where it stopped): both give the copy.
 */
export function changeContentCopy(id: number, action: 'cancel' | 'resume'): Promise<ContentCopy> {
  return callEndpoint(contentCopyEndpoints[action], { params: { id } });
}

export function useChangeContentCopy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'cancel' | 'resume' }) =>
      changeContentCopy(id, action),
    onSuccess: (copy) =>
      queryClient.setQueryData<LatestContentCopy>(latestContentCopyQueryKey, { copy }),
  });
}
