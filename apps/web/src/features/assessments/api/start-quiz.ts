import type { Quiz } from '@aula/shared';
import { quizEndpoints } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';
import { quizQueryOptions } from './get-quiz';

/**
 * POST /quizzes `{lesson_id}`: a fresh draw of the lesson's questions (every call is a new
 * attempt). 403 `lesson_locked`, 422 `no_questions` when the lesson has too few.
 */
export function startQuiz(lessonId: number): Promise<Quiz> {
  return callEndpoint(quizEndpoints.start, { body: { lesson_id: lessonId } });
}

/** Starts an attempt and caches it, so its first screen shows without asking again. */
export function useStartQuiz() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: startQuiz,
    onSuccess: (quiz) => {
      queryClient.setQueryData(quizQueryOptions(language, quiz.id).queryKey, quiz);
    },
  });
}
