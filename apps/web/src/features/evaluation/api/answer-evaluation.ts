import type { EndpointInput, EvaluationDetail } from '@aula/shared';
import { evaluationEndpoints } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';
import { evaluationDetailKey } from './evaluation-keys';

export type EvaluationAnswer = EndpointInput<typeof evaluationEndpoints.answer>['body'];

/**
 * POST /evaluations/{id}/answers `{position, answer}` (the student): the evaluation moved on to
 * the next question, or finished with its results. 422 for an unreadable answer; 409
 * `not_your_turn` or `evaluation_finished` when another window already answered.
 */
export function answerEvaluation(
  evaluationId: number,
  answer: EvaluationAnswer,
): Promise<EvaluationDetail> {
  return callEndpoint(evaluationEndpoints.answer, { params: { id: evaluationId }, body: answer });
}

export function useAnswerEvaluation(evaluationId: number) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (answer: EvaluationAnswer) => answerEvaluation(evaluationId, answer),
    onSuccess: (evaluation) => {
      queryClient.setQueryData(evaluationDetailKey(language, evaluation.id), evaluation);
    },
  });
}
