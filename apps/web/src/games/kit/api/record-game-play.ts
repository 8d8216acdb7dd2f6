import type { GamePlay, RecordGamePlay } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityClient } from '../../../lib/api-client';

/** POST /v1/game-plays: one finished round. */
export function recordGamePlay(play: RecordGamePlay): Promise<GamePlay> {
  return activityClient.post<GamePlay>('game-plays', play);
}

export function useRecordGamePlay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordGamePlay,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['game-scores'] }),
  });
}
