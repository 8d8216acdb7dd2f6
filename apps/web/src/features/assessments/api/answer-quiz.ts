import type { EndpointInput, Quiz } from '@aula/shared';
import { quizEndpoints } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';
import { refreshCatalogue } from '../refresh-catalogue';
import { quizQueryOptions } from './get-quiz';

export type QuizAnswer = EndpointInput<typeof quizEndpoints.answer>['body'];

/**
 * POST /quizzes/{id}/answers `{position, answer}`: the updated attempt, the answered question
 * now reviewed. 422 `answer_invalid` (blank or unreadable: nothing saved, ask again), 409
 * `already_answered` or `attempt_finished`.
 */
export function answerQuiz(quizId: number, answer: QuizAnswer): Promise<Quiz> {
  return callEndpoint(quizEndpoints.answer, { params: { id: quizId }, body: answer });
}

/** Answers and caches the updated attempt; a finished quiz changed locks and progress. */
export function useAnswerQuiz(quizId: number) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (answer: QuizAnswer) => answerQuiz(quizId, answer),
    onSuccess: (quiz) => {
      queryClient.setQueryData(quizQueryOptions(language, quiz.id).queryKey, quiz);
      if (quiz.finished_at !== null) refreshCatalogue(queryClient);
    },
  });
}
