import type { EvaluationSummary, Language } from '@aula/shared';
import { evaluationEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';

/**
 * GET /evaluations?status=in_progress and ?status=assigned: the student's evaluations still to
 * answer. The one already begun comes first, then the others from the oldest, the order a
 * child should take them in.
 */
export async function fetchWaitingEvaluations(signal?: AbortSignal): Promise<EvaluationSummary[]> {
  const [begun, assigned] = await Promise.all(
    (['in_progress', 'assigned'] as const).map((status) =>
      callEndpoint(evaluationEndpoints.list, { query: { status } }, { signal }),
    ),
  );
  const oldestFirst = (a: EvaluationSummary, b: EvaluationSummary) =>
    Date.parse(a.created_at) - Date.parse(b.created_at);
  return [...(begun?.items ?? []).sort(oldestFirst), ...(assigned?.items ?? []).sort(oldestFirst)];
}

export function waitingEvaluationsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['evaluations', language, 'waiting'],
    queryFn: ({ signal }) => fetchWaitingEvaluations(signal),
    // Asked on every visit home: an evaluation set up or finished a moment ago shows at once.
    staleTime: 0,
  });
}

export function useWaitingEvaluations() {
  return useQuery(waitingEvaluationsQueryOptions(useLanguage()));
}
