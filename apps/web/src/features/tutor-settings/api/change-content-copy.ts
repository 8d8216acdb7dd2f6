import type { ContentCopy, LatestContentCopy } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainClient } from '../../../lib/api-client';
import { latestContentCopyQueryKey } from './get-latest-content-copy';

/**
 * POST /content_copies/{id}/cancel (stops after the current chunk, keeping what was verified)
 * and POST /content_copies/{id}/resume (continues where it stopped): both give the copy.
 */
export function changeContentCopy(id: number, action: 'cancel' | 'resume'): Promise<ContentCopy> {
  return mainClient.post<ContentCopy>(`/content_copies/${id}/${action}`);
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
