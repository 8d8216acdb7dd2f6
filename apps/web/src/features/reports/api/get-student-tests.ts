import type { Language, TestList } from '@aula/shared';
import { testEndpoints } from '@aula/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';
import { REPORTS_KEY } from './report-keys';

export const TESTS_PAGE_SIZE = 50;

/** GET /tests?student_id=&limit=&offset=: one page of the student's tests, newest first. */
export function fetchStudentTests(
  studentId: number,
  offset: number,
  signal?: AbortSignal,
): Promise<TestList> {
  return callEndpoint(
    testEndpoints.list,
    { query: { student_id: studentId, limit: TESTS_PAGE_SIZE, offset } },
    { signal },
  );
}

export function studentTestsQueryOptions(studentId: number, language: Language) {
  return infiniteQueryOptions({
    queryKey: [...REPORTS_KEY, studentId, 'tests', language],
    queryFn: ({ pageParam, signal }) => fetchStudentTests(studentId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });
}

/** The tests loaded so far; `fetchNextPage` brings the next page. */
export function useStudentTests(studentId: number) {
  return useInfiniteQuery(studentTestsQueryOptions(studentId, useLanguage()));
}
