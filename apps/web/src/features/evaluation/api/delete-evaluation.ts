import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainClient } from '../../../lib/api-client';
import { EVALUATIONS_KEY } from './evaluation-keys';

/** DELETE /evaluations/{id} (the tutor): 204; the evaluation and its answers are gone. */
export function deleteEvaluation(evaluationId: number): Promise<void> {
  return mainClient.delete<void>(`/evaluations/${evaluationId}`);
}

/**
 * Refreshes the lists. The deleted evaluation's own page is left alone: it may still be on
 * screen while the tutor is taken back to the list, and it is asked again (404) if reopened.
 */
export function useDeleteEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvaluation,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: EVALUATIONS_KEY,
        predicate: (query) => query.queryKey[2] !== 'detail',
      }),
  });
}
