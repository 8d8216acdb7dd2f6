import type { WelcomeStatus } from '@aula/shared';
import { welcomeEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /users/me/welcome: when the signed-in user closed the welcome (null: not yet). */
export function fetchWelcomeStatus(signal?: AbortSignal): Promise<WelcomeStatus> {
  return callEndpoint(welcomeEndpoints.status, {}, { signal });
}

export const welcomeStatusQueryKey = ['welcome'] as const;

export function useWelcomeStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: welcomeStatusQueryKey,
      queryFn: ({ signal }) => fetchWelcomeStatus(signal),
      enabled,
      // Asked once per session: the answer only changes when this user closes the welcome.
      staleTime: Infinity,
      retry: false,
    }),
  );
}
