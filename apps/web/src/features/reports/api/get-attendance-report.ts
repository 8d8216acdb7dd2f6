import type { AttendanceReport } from '@aula/shared';
import { reportEndpoints } from '@aula/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { viewerTimeZone } from '../format';
import { REPORTS_KEY } from './report-keys';

/** GET /students/{id}/reports/attendance?month=&time_zone= */
export function fetchAttendanceReport(
  studentId: number,
  month: string,
  timeZone: string,
  signal?: AbortSignal,
): Promise<AttendanceReport> {
  return callEndpoint(
    reportEndpoints.attendance,
    { params: { id: studentId }, query: { month, time_zone: timeZone } },
    { signal },
  );
}

export function attendanceReportQueryOptions(studentId: number, month: string, timeZone: string) {
  return queryOptions({
    queryKey: [...REPORTS_KEY, studentId, 'attendance', month, timeZone],
    queryFn: ({ signal }) => fetchAttendanceReport(studentId, month, timeZone, signal),
  });
}

/** The month on screen stays while the next one loads. */
export function useAttendanceReport(studentId: number, month: string) {
  return useQuery({
    ...attendanceReportQueryOptions(studentId, month, viewerTimeZone()),
    placeholderData: keepPreviousData,
  });
}
