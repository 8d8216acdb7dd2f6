import type { DailyReport, Language } from '@aula/shared';
import { reportEndpoints } from '@aula/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';
import { viewerTimeZone } from '../format';
import { REPORTS_KEY } from './report-keys';

/** GET /students/{id}/reports/daily?date=&time_zone= */
export function fetchDailyReport(
  studentId: number,
  date: string,
  timeZone: string,
  signal?: AbortSignal,
): Promise<DailyReport> {
  return callEndpoint(
    reportEndpoints.daily,
    { params: { id: studentId }, query: { date, time_zone: timeZone } },
    { signal },
  );
}

export function dailyReportQueryOptions(
  studentId: number,
  date: string,
  timeZone: string,
  language: Language,
) {
  return queryOptions({
    queryKey: [...REPORTS_KEY, studentId, 'daily', date, timeZone, language],
    queryFn: ({ signal }) => fetchDailyReport(studentId, date, timeZone, signal),
  });
}

export function useDailyReport(studentId: number, date: string) {
  return useQuery({
    ...dailyReportQueryOptions(studentId, date, viewerTimeZone(), useLanguage()),
    placeholderData: keepPreviousData,
  });
}
