import type { ActivationStatus } from '@aula/shared';
import { licensingEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint';

/**
 * POST /tpm_is_activated: this installation's activation and web trial. The trial banner, the
 * activation screen and the web-trial settings read this one query; activating or registering
 * puts the new status into it, so every place updates at once.
 */
export function fetchActivationStatus(signal?: AbortSignal): Promise<ActivationStatus> {
  return callEndpoint(licensingEndpoints.status, { body: {} }, { signal });
}

export const activationStatusQueryKey = ['activation', 'status'] as const;

export function activationStatusQueryOptions() {
  return queryOptions({
    queryKey: activationStatusQueryKey,
    queryFn: ({ signal }) => fetchActivationStatus(signal),
    // Days left change once a day; a few minutes' reuse saves a request per screen.
    staleTime: 5 * 60_000,
  });
}

export function useActivationStatus() {
  return useQuery(activationStatusQueryOptions());
}
