import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { subscribeToSession } from './session';

type UnauthorizedHandler = (error: unknown) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The app decides what an expired session means (destroy it, back to /login). */
export function onUnauthorized(handler: UnauthorizedHandler | null) {
  unauthorizedHandler = handler;
}

/** Only failures without an answer or with a server fault are worth another try. */
function shouldRetry(failureCount: number, error: unknown) {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return false;
  return error.status === 0 || error.status >= 500;
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isApiError(error) && error.status === 401) unauthorizedHandler?.(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

// Server data belongs to the session that fetched it: none survives its end. (The session does
// not clear it itself, so that the visitor's screens do not load TanStack Query.)
subscribeToSession((state, previous) => {
  if (state.token === null && previous.token !== null) queryClient.clear();
});
