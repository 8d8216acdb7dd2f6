import { useMutation, useQueryClient } from '@tanstack/react-query';
import { evaluationEndpoints } from '@aula/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { EVALUATIONS_KEY } from './evaluation-keys';

/** DELETE /evaluations/{id} (the tutor): 204; the evaluation and its answers are gone. */
export function deleteEvaluation(evaluationId: number): Promise<void> {
  return callEndpoint(evaluationEndpoints.delete, { params: { id: evaluationId } });
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
