import type { Language, Quiz } from '@aula/shared';
import { quizEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';

/** GET /quizzes/{id}: one of the student's quiz attempts, its questions in the request's language. */
export function fetchQuiz(quizId: number, signal?: AbortSignal): Promise<Quiz> {
  return callEndpoint(quizEndpoints.get, { params: { id: quizId } }, { signal });
}

export function quizQueryOptions(language: Language, quizId: number) {
  return queryOptions({
    queryKey: ['quiz', language, quizId],
    queryFn: ({ signal }) => fetchQuiz(quizId, signal),
    // Answers replace the cached attempt with the server's; nothing else changes it.
    staleTime: Infinity,
  });
}

/** Waits while the id is not known (null). */
export function useQuiz(quizId: number | null) {
  return useQuery({ ...quizQueryOptions(useLanguage(), quizId ?? 0), enabled: quizId !== null });
}
