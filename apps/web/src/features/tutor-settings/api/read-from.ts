import type { READ_MODES } from '@aula/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mainClient } from '../../../lib/api-client';

export type ReadMode = (typeof READ_MODES)[keyof typeof READ_MODES];

interface ReadFrom {
  mode: ReadMode;
}

/** GET /read-from: where lessons are read from, 0 this computer (default), 1 the disc. */
export function fetchReadFrom(signal?: AbortSignal): Promise<ReadFrom> {
  return mainClient.get<ReadFrom>('/read-from', { signal });
}

/** POST /read-from `{mode}`: 200 with the mode now in use. */
export function updateReadFrom(mode: ReadMode): Promise<ReadFrom> {
  return mainClient.post<ReadFrom>('/read-from', { mode });
}

export const readFromQueryKey = ['settings', 'read-from'] as const;

export function useReadFrom() {
  return useQuery(
    queryOptions({ queryKey: readFromQueryKey, queryFn: ({ signal }) => fetchReadFrom(signal) }),
  );
}

/** The choice moves at once; a failed save puts it back. */
export function useUpdateReadFrom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReadFrom,
    onMutate: async (mode) => {
      await queryClient.cancelQueries({ queryKey: readFromQueryKey });
      const previous = queryClient.getQueryData<ReadFrom>(readFromQueryKey);
      queryClient.setQueryData<ReadFrom>(readFromQueryKey, { mode });
      return { previous };
    },
    onError: (_error, _mode, context) => {
      if (context?.previous) queryClient.setQueryData(readFromQueryKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(readFromQueryKey, saved),
  });
}
