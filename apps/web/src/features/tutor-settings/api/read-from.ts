import type { EndpointResponse, READ_MODES } from '@aula/shared';
import { readFromEndpoints } from '@aula/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

export type ReadMode = (typeof READ_MODES)[keyof typeof READ_MODES];

type ReadFrom = EndpointResponse<typeof readFromEndpoints.get>;

/** GET /read-from: where lessons are read from, 0 this computer (default), 1 the disc. */
export function fetchReadFrom(signal?: AbortSignal): Promise<ReadFrom> {
  return callEndpoint(readFromEndpoints.get, {}, { signal });
}

/** POST /read-from `{mode}`: 200 with the mode now in use. */
export function updateReadFrom(mode: ReadMode): Promise<ReadFrom> {
  return callEndpoint(readFromEndpoints.set, { body: { mode } });
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
