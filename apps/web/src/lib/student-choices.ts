import type { StudentSummaryList } from '@aula/shared';
import { STUDENT_PAGE_SIZE_MAX, studentEndpoints } from '@aula/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint';
import { localMidnightIso, STUDENTS_KEY } from './students-query';

/**
 * GET /students?q=&page_size=100: the tutor's students by name, for the student picker. An empty
 * search asks for everyone (the first hundred).
 */
export function fetchStudentChoices(q: string, signal?: AbortSignal): Promise<StudentSummaryList> {
  return callEndpoint(
    studentEndpoints.list,
    {
      query: {
        q: q || undefined,
        sort: 'name',
        order: 'asc',
        page: 1,
        page_size: STUDENT_PAGE_SIZE_MAX,
        day_start: localMidnightIso(),
      },
    },
    { signal },
  );
}

export function studentChoicesQueryOptions(q: string) {
  return queryOptions({
    // Under 'students', so whatever changes the student list also refreshes the picker.
    queryKey: [
      ...STUDENTS_KEY,
      'list',
      { q, sort: 'name', page: 1, page_size: STUDENT_PAGE_SIZE_MAX },
    ],
    queryFn: ({ signal }) => fetchStudentChoices(q, signal),
  });
}

/** Keeps the previous answer on screen while a new search is on its way. */
export function useStudentChoices(q: string) {
  return useQuery({ ...studentChoicesQueryOptions(q), placeholderData: keepPreviousData });
}
