import type { StudentSummaryList } from '@aula/shared';
import { STUDENT_PAGE_SIZE_MAX } from '@aula/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStudentsByName } from '../../../lib/student-choices';

export interface StudentPageParams {
  q: string;
  page: number;
}

/** A page of the tutor's students by name, as the student picker reads them. */
export function fetchStudentPage(
  { q, page }: StudentPageParams,
  signal?: AbortSignal,
): Promise<StudentSummaryList> {
  return fetchStudentsByName(q, page, signal);
}

export function studentPageQueryOptions({ q, page }: StudentPageParams) {
  return queryOptions({
    // Under 'students', so whatever changes the student list also refreshes this one.
    queryKey: ['students', 'list', { q, sort: 'name', page, page_size: STUDENT_PAGE_SIZE_MAX }],
    queryFn: ({ signal }) => fetchStudentPage({ q, page }, signal),
  });
}

/** Keeps the previous page on screen while the next one (or a new search) is on its way. */
export function useStudentPage(params: StudentPageParams) {
  return useQuery({ ...studentPageQueryOptions(params), placeholderData: keepPreviousData });
}
