import type { Language, SubjectList } from '@aula/shared';
import { catalogueEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';

/** GET /subjects?grade_id=: a grade's subjects, with the student's progress in each. */
export function fetchSubjects(gradeId: number, signal?: AbortSignal): Promise<SubjectList> {
  return callEndpoint(catalogueEndpoints.subjects, { query: { grade_id: gradeId } }, { signal });
}

export function subjectsQueryOptions(language: Language, gradeId: number) {
  return queryOptions({
    queryKey: ['subjects', language, gradeId],
    queryFn: ({ signal }) => fetchSubjects(gradeId, signal),
  });
}

/** Waits while the id is not known (null). */
export function useSubjects(gradeId: number | null) {
  return useQuery({
    ...subjectsQueryOptions(useLanguage(), gradeId ?? 0),
    enabled: gradeId !== null,
  });
}
