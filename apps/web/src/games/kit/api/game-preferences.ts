import type { GamePreferences } from '@aula/shared';
import { gameEndpoints } from '@aula/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

const preferencesKey = ['game-preferences'] as const;

/** GET /v1/game-preferences: sound, speech and the level last chosen in each game. */
export function gamePreferencesQueryOptions() {
  return queryOptions({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => callEndpoint(gameEndpoints.preferences, {}, { signal }),
    staleTime: Infinity,
  });
}

export function useGamePreferences() {
  return useQuery(gamePreferencesQueryOptions());
}

/** PUT /v1/game-preferences; the cache holds the new settings at once, so a game never waits. */
export function useSaveGamePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: GamePreferences) =>
      callEndpoint(gameEndpoints.savePreferences, { body: preferences }),
    onMutate: (preferences) => queryClient.setQueryData(preferencesKey, preferences),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}
