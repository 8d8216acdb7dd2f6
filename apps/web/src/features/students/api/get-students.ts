import type { StudentListQuery, StudentSummaryList } from '@aula/shared';
import { studentEndpoints } from '@aula/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { STUDENTS_KEY } from '../../../lib/students-query';

export { STUDENTS_KEY } from '../../../lib/students-query';

/** What the list screen asks for: the URL's search, order and page and the viewer's day. */
export interface StudentListParams {
  q: string;
  sort: NonNullable<StudentListQuery['sort']>;
  order: NonNullable<StudentListQuery['order']>;
  page: number;
  pageSize: number;
  /** The viewer's local midnight, ISO with offset: where "today" starts for activity time. */
  dayStart: string;
}

export function studentListQuery(params: StudentListParams) {
  return {
    q: params.q === '' ? undefined : params.q,
    sort: params.sort,
    order: params.order,
    page: params.page,
    page_size: params.pageSize,
    day_start: params.dayStart,
  };
}

/** GET /students: one page of the tutor's students with their progress, last test and activity. */
export function fetchStudents(
  params: StudentListParams,
  signal?: AbortSignal,
): Promise<StudentSummaryList> {
  return callEndpoint(studentEndpoints.list, { query: studentListQuery(params) }, { signal });
}

export function studentsQueryOptions(params: StudentListParams) {
  return queryOptions({
    queryKey: [...STUDENTS_KEY, 'list', params],
    queryFn: ({ signal }) => fetchStudents(params, signal),
  });
}

/** The previous page stays on screen while the next page, sort or search loads. */
export function useStudents(params: StudentListParams) {
  return useQuery({ ...studentsQueryOptions(params), placeholderData: keepPreviousData });
}
