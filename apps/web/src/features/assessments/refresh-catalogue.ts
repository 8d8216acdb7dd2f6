import type { QueryClient } from '@tanstack/react-query';
import { announceProgressChanged } from '../../lib/progress-changes';

/**
 * What a finished quiz or test changes: the lesson and cluster states, locks and progress the
 * catalogue screens show. They are read again the next time they are shown.
 */
const CATALOGUE_KEYS = [
  ['subjects'],
  ['subject'],
  ['clusters'],
  ['cluster'],
  ['lessons'],
  ['lesson'],
  ['progress'],
] as const;

export function refreshCatalogue(queryClient: QueryClient) {
  announceProgressChanged();
  for (const queryKey of CATALOGUE_KEYS) void queryClient.invalidateQueries({ queryKey });
}
