import type { Language, ProgressReport } from '@aula/shared';
import { reportEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';
import { REPORTS_KEY } from './report-keys';

/** GET /students/{id}/reports/progress: the student's grade, subject by subject, topic by topic. */
export function fetchProgressReport(
  studentId: number,
  signal?: AbortSignal,
): Promise<ProgressReport> {
  return callEndpoint(reportEndpoints.progress, { params: { id: studentId } }, { signal });
}

export function progressReportQueryOptions(studentId: number, language: Language) {
  return queryOptions({
    // Names and titles come in the request's language.
    queryKey: [...REPORTS_KEY, studentId, 'progress', language],
    queryFn: ({ signal }) => fetchProgressReport(studentId, signal),
  });
}

export function useProgressReport(studentId: number, enabled = true) {
  return useQuery({ ...progressReportQueryOptions(studentId, useLanguage()), enabled });
}
