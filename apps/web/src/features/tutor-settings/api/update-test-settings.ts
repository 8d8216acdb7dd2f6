import type { StudentSummary, StudentSummaryList, TestSettings } from '@aula/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { testEndpoints } from '@aula/shared';
import { callEndpoint } from '../../../lib/call-endpoint';

export type TestSettingsChange = Pick<
  TestSettings,
  'tests_enabled' | 'seconds_per_question' | 'pass_percent'
>;

/** PUT /students/{id}/test_settings `{tests_enabled, seconds_per_question, pass_percent}`. */
export function updateTestSettings(
  studentId: number,
  settings: TestSettingsChange,
): Promise<TestSettings> {
  return callEndpoint(testEndpoints.updateSettings, {
    params: { id: studentId },
    body: settings,
  });
}

function isStudentList(data: unknown): data is StudentSummaryList {
  return (
    typeof data === 'object' && data !== null && Array.isArray((data as { items?: unknown }).items)
  );
}

/** Writes the settings into every cached student list that shows the student. */
function setRowSettings(queryClient: QueryClient, studentId: number, settings: TestSettingsChange) {
  queryClient.setQueriesData({ queryKey: ['students'] }, (data: unknown) =>
    isStudentList(data)
      ? {
          ...data,
          items: data.items.map((row: StudentSummary) =>
            row.id === studentId && 'tests_enabled' in row ? { ...row, ...settings } : row,
          ),
        }
      : data,
  );
}

/**
 * The row changes at once; a failed save puts the values it had back. While a later change of
 * the same student is on its way, an earlier answer leaves the row alone.
 */
export function useUpdateTestSettings(studentId: number) {
  const queryClient = useQueryClient();
  const mutationKey = ['test-settings', 'update', studentId];
  const isLast = () => queryClient.isMutating({ mutationKey }) <= 1;
  return useMutation({
    mutationKey,
    mutationFn: ({ settings }: { settings: TestSettingsChange; previous: TestSettingsChange }) =>
      updateTestSettings(studentId, settings),
    onMutate: async ({ settings }) => {
      await queryClient.cancelQueries({ queryKey: ['students', 'list'] });
      setRowSettings(queryClient, studentId, settings);
    },
    onError: (_error, { previous }) => {
      if (isLast()) setRowSettings(queryClient, studentId, previous);
    },
    onSuccess: (saved) => {
      if (!isLast()) return;
      setRowSettings(queryClient, studentId, {
        tests_enabled: saved.tests_enabled,
        seconds_per_question: saved.seconds_per_question,
        pass_percent: saved.pass_percent,
      });
      queryClient.setQueryData(['test-settings', studentId], saved);
    },
  });
}
