import type { EvaluationDetail, Language } from '@aula/shared';
import { evaluationEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';
import { evaluationDetailKey } from './evaluation-keys';

/** While the student is still answering, the tutor's screen asks again this often. */
export const PROGRESS_REFRESH_MS = 30_000;

/**
 * GET /evaluations/{id}. The student gets the one question to answer now (`current`); the tutor
 * the progress; both get the results, every question's review and the earlier evaluations once
 * it is finished. 404 when it is not theirs.
 */
export function fetchEvaluation(
  evaluationId: number,
  signal?: AbortSignal,
): Promise<EvaluationDetail> {
  return callEndpoint(evaluationEndpoints.get, { params: { id: evaluationId } }, { signal });
}

export function evaluationQueryOptions(language: Language, evaluationId: number) {
  return queryOptions({
    queryKey: evaluationDetailKey(language, evaluationId),
    queryFn: ({ signal }) => fetchEvaluation(evaluationId, signal),
  });
}

/**
 * The student's evaluation: each answer replaces the cached one with the server's, so nothing
 * needs asking again until a reload, which resumes at the server's current question.
 */
export function useEvaluationToTake(evaluationId: number | null) {
  return useQuery({
    ...evaluationQueryOptions(useLanguage(), evaluationId ?? 0),
    enabled: evaluationId !== null,
    staleTime: Infinity,
  });
}

/**
 * The tutor's view: asked again on coming back to the window and, while the student is still
 * answering, every half minute, so the progress follows the student.
 */
export function useEvaluationToFollow(evaluationId: number | null) {
  return useQuery({
    ...evaluationQueryOptions(useLanguage(), evaluationId ?? 0),
    enabled: evaluationId !== null,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) =>
      query.state.data && query.state.data.status !== 'finished' ? PROGRESS_REFRESH_MS : false,
  });
}
