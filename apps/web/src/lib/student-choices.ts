import type { StudentSummaryList } from '@aula/shared';
import { STUDENT_PAGE_SIZE_MAX, studentEndpoints } from '@aula/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint';
import { localMidnightIso, STUDENTS_KEY } from './students-query';

/**
 * GET /students?q=&page=&page_size=100: a page of the tutor's students by name. An empty search
 * asks for everyone.
 */
export function fetchStudentsByName(
  q: string,
  page: number,
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

/** The student picker's choices: the first hundred students by name. */
export function fetchStudentChoices(q: string, signal?: AbortSignal): Promise<StudentSummaryList> {
  return fetchStudentsByName(q, 1, signal);
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
