import type { GamePlay, RecordGamePlay } from '@aula/shared';
import { gameEndpoints } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** POST /v1/game-plays: one finished round. */
export function recordGamePlay(play: RecordGamePlay): Promise<GamePlay> {
  return callEndpoint(gameEndpoints.recordPlay, { body: play });
}

export function useRecordGamePlay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordGamePlay,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['game-scores'] }),
  });
}
