import type { TestSettings } from '@aula/shared';
import { testEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * POST /get_settings_tests `{data: {student_id}}`: whether the student's tutor allows tests and
 * the time per question (0: none). A student asks for their own id.
 */
export function fetchTestSettings(studentId: number, signal?: AbortSignal): Promise<TestSettings> {
  return callEndpoint(
    testEndpoints.settings,
    { body: { data: { student_id: studentId } } },
    { signal },
  );
}

export function testSettingsQueryOptions(studentId: number) {
  return queryOptions({
    queryKey: ['test-settings', studentId],
    queryFn: ({ signal }) => fetchTestSettings(studentId, signal),
    // The tutor may change them at any time: read them each time the instructions show.
    staleTime: 0,
  });
}

/** Waits while the student is not known (null). */
export function useTestSettings(studentId: number | null) {
  return useQuery({
    ...testSettingsQueryOptions(studentId ?? 0),
    enabled: studentId !== null,
  });
}
