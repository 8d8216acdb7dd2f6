import type { CreateEvaluationRequest, EvaluationDetail } from '@aula/shared';
import { evaluationEndpoints } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';
import { EVALUATIONS_KEY, evaluationDetailKey } from './evaluation-keys';

/**
 * POST /evaluations `{student_id, grade_id, subject_ids, type}` → 201 with the evaluation.
 * 422 with `fields` (a student below grade 1, a subject of another grade…) or `no_questions`.
 */
export function createEvaluation(request: CreateEvaluationRequest): Promise<EvaluationDetail> {
  return callEndpoint(evaluationEndpoints.create, { body: request });
}

export function useCreateEvaluation() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: createEvaluation,
    onSuccess: async (evaluation) => {
      await queryClient.invalidateQueries({ queryKey: EVALUATIONS_KEY });
      queryClient.setQueryData(evaluationDetailKey(language, evaluation.id), evaluation);
    },
  });
}
