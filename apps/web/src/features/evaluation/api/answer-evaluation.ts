import type { Answer, EvaluationDetail } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainClient } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { evaluationDetailKey } from './evaluation-keys';

export interface EvaluationAnswer {
  position: number;
  answer: Answer;
}

/**
 * POST /evaluations/{id}/answers `{position, answer}` (the student): the evaluation moved on to
 * the next question, or finished with its results. 422 for an unreadable answer; 409
 * `not_your_turn` or `evaluation_finished` when another window already answered.
 */
export function answerEvaluation(
  evaluationId: number,
  answer: EvaluationAnswer,
): Promise<EvaluationDetail> {
  return mainClient.post<EvaluationDetail>(`/evaluations/${evaluationId}/answers`, answer);
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
