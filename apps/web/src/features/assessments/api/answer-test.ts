import type { EndpointInput, Test } from '@aula/shared';
import { testEndpoints } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';
import { refreshCatalogue } from '../refresh-catalogue';
import { testQueryOptions } from './get-test';

/** `answer` null: the question's time ran out. */
export type TestAnswer = EndpointInput<typeof testEndpoints.answer>['body'];

/**
 * POST /tests/{id}/answers `{position, answer}`: the test moved on to the next question, or
 * finished. 422 `answer_invalid`; 409 `deadline_passed` (recorded as timed out, the test moved
 * on), `not_your_turn` or `attempt_finished`.
 */
export function answerTest(testId: number, answer: TestAnswer): Promise<Test> {
  return callEndpoint(testEndpoints.answer, { params: { id: testId }, body: answer });
}

/** Answers and caches the updated test; a finished test completed the cluster. */
export function useAnswerTest(testId: number) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (answer: TestAnswer) => answerTest(testId, answer),
    onSuccess: (test) => {
      queryClient.setQueryData(testQueryOptions(language, test.id).queryKey, test);
      if (test.status === 'finished') refreshCatalogue(queryClient);
    },
  });
}
