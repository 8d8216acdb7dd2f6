import type { StudentSummaryList } from '@aula/shared';
import { STUDENT_PAGE_SIZE_MAX, studentEndpoints } from '@aula/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { localMidnightIso } from '../../../lib/students-query';

export interface StudentPageParams {
  q: string;
  page: number;
}

/** GET /students?q=&page=&page_size=100, by name: a page of the tutor's students. */
export function fetchStudentPage(
  { q, page }: StudentPageParams,
  signal?: AbortSignal,
): Promise<StudentSummaryList> {
  return callEndpoint(
    studentEndpoints.list,
    {
      query: {
        q: q || undefined,
        sort: 'name',
        order: 'asc',
        page,
        page_size: STUDENT_PAGE_SIZE_MAX,
        day_start: localMidnightIso(),
      },
    },
    { signal },
  );
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
