import type { ActivityTimeReport, Language } from '@aula/shared';
import { reportEndpoints } from '@aula/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';
import type { DayRange } from '../dates';
import { viewerTimeZone } from '../format';
import { REPORTS_KEY } from './report-keys';

/** GET /students/{id}/reports/activity_time?from=&to=&time_zone= */
export function fetchActivityTimeReport(
  studentId: number,
  range: DayRange,
  timeZone: string,
  signal?: AbortSignal,
): Promise<ActivityTimeReport> {
  return callEndpoint(
    reportEndpoints.activityTime,
    {
      params: { id: studentId },
      query: { from: range.from, to: range.to, time_zone: timeZone },
    },
    { signal },
  );
}

export function activityTimeReportQueryOptions(
  studentId: number,
  range: DayRange,
  timeZone: string,
  language: Language,
) {
  return queryOptions({
    queryKey: [...REPORTS_KEY, studentId, 'activity-time', range, timeZone, language],
    queryFn: ({ signal }) => fetchActivityTimeReport(studentId, range, timeZone, signal),
  });
}

/** The range on screen stays while the next one loads; `range` null waits (a wrong range). */
export function useActivityTimeReport(studentId: number, range: DayRange | null) {
  const language = useLanguage();
  return useQuery({
    ...activityTimeReportQueryOptions(
      studentId,
      range ?? { from: '', to: '' },
      viewerTimeZone(),
      language,
    ),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
