import type { WalDamageStatus } from '@aula/shared';
import { walDamageEndpoints } from '@aula/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint';

/**
 * GET /wal_damage: whether recent changes were lost to a damaged database log when Aula last
 * started. The tutor's and the installer's home screens show it; an installer dismisses it.
 */
export function fetchWalDamage(signal?: AbortSignal): Promise<WalDamageStatus> {
  return callEndpoint(walDamageEndpoints.get, {}, { signal });
}

export const walDamageQueryKey = ['wal-damage'] as const;

export function useWalDamage({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: walDamageQueryKey,
    queryFn: ({ signal }) => fetchWalDamage(signal),
    enabled,
    // Found only at start: a few minutes' reuse saves a request per visit of the home screen.
    staleTime: 5 * 60_000,
  });
}

/** POST /wal_damage/dismiss (installers): the notice goes; the kept copy of the log stays. */
export function useDismissWalDamage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(walDamageEndpoints.dismiss, {}),
    onSuccess: (status) => queryClient.setQueryData(walDamageQueryKey, status),
  });
}
