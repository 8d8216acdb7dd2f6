import type { Language, SubjectList } from '@aula/shared';
import { catalogueEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint';
import { useLanguage } from './i18n';

/** GET /subjects?grade_id=: the subjects of a grade, with their names and abbreviations (filters and forms). */
export function fetchGradeSubjects(gradeId: number, signal?: AbortSignal): Promise<SubjectList> {
  return callEndpoint(catalogueEndpoints.subjects, { query: { grade_id: gradeId } }, { signal });
}

export function gradeSubjectsQueryOptions(language: Language, gradeId: number) {
  return queryOptions({
    // The catalogue's key for the same request: both read the same answer.
    queryKey: ['subjects', language, gradeId],
    queryFn: ({ signal }) => fetchGradeSubjects(gradeId, signal),
  });
}

/** Waits while no grade is chosen (null). */
export function useGradeSubjects(gradeId: number | null) {
  return useQuery({
    ...gradeSubjectsQueryOptions(useLanguage(), gradeId ?? 0),
    enabled: gradeId !== null,
  });
}
