import type { HardestQuestions, Language } from '@aula/shared';
import { reportEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';
import { REPORTS_KEY } from './report-keys';

export const HARDEST_QUESTIONS_LIMIT = 10;

/**
 * GET /clusters/{id}/hardest_questions?student_id=&limit=: the topic's most missed questions,
 * by one student or (studentId null) by every student of the tutor's account.
 */
export function fetchHardestQuestions(
  clusterId: number,
  studentId: number | null,
  signal?: AbortSignal,
): Promise<HardestQuestions> {
  return callEndpoint(
    reportEndpoints.hardestQuestions,
    {
      params: { id: clusterId },
      query: { student_id: studentId ?? undefined, limit: HARDEST_QUESTIONS_LIMIT },
    },
    { signal },
  );
}

export function hardestQuestionsQueryOptions(
  clusterId: number,
  studentId: number | null,
  language: Language,
) {
  return queryOptions({
    queryKey: [...REPORTS_KEY, 'hardest-questions', clusterId, studentId ?? 'all', language],
    queryFn: ({ signal }) => fetchHardestQuestions(clusterId, studentId, signal),
  });
}

/** Waits while no topic is chosen (clusterId null). */
export function useHardestQuestions(clusterId: number | null, studentId: number | null) {
  return useQuery({
    ...hardestQuestionsQueryOptions(clusterId ?? 0, studentId, useLanguage()),
    enabled: clusterId !== null,
  });
}
