import type { GameScores } from '@aula/shared';
import { gameEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /v1/game-scores: every game's plays, best score and levels won (a tutor names the student). */
export function fetchGameScores(studentId?: number, signal?: AbortSignal): Promise<GameScores> {
  return callEndpoint(gameEndpoints.scores, { query: { student_id: studentId } }, { signal });
}

export function gameScoresQueryOptions(studentId?: number) {
  return queryOptions({
    queryKey: ['game-scores', studentId ?? 'me'],
    queryFn: ({ signal }) => fetchGameScores(studentId, signal),
  });
}

export function useGameScores(studentId?: number) {
  return useQuery(gameScoresQueryOptions(studentId));
}
