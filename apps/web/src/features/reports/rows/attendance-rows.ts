import type { AttendanceReport, Language } from '@aula/shared';
import { formatDuration } from '@aula/shared';
import type { TFunction } from 'i18next';
import { daysOfMonth } from '../dates';
import { dayLabel } from '../format';
import type { ReportTable } from '../report-table';

export type AttendanceColumn = 'date' | 'present' | 'time';

export interface AttendanceDayMeta {
  date: string;
  present: boolean;
}

export type AttendanceTable = ReportTable<AttendanceColumn, AttendanceDayMeta>;

/** Every day of the month, present or not, with the month's totals last. */
export function attendanceTable(
  report: AttendanceReport,
  t: TFunction<'reports'>,
  language: Language,
): AttendanceTable {
  const secondsByDay = new Map(report.days.map((day) => [day.date, day.seconds]));
  const columns: AttendanceTable['columns'] = [
    { key: 'date', header: t('attendance.columns.date') },
    { key: 'present', header: t('attendance.columns.present') },
    { key: 'time', header: t('attendance.columns.time'), numeric: true },
  ];
  const rows: AttendanceTable['rows'] = daysOfMonth(report.month).map((date) => {
    const seconds = secondsByDay.get(date) ?? 0;
    const present = seconds > 0;
    return {
      id: date,
      cells: {
        date: dayLabel(date, language),
        present: present ? t('attendance.present') : t('attendance.absent'),
        time: formatDuration(seconds),
      },
      meta: { date, present },
    };
  });
  return {
    columns,
    rows,
    totals: {
      date: t('attendance.totalRow'),
      present: t('attendance.totalDays', {
        days: report.days_present,
        count: report.days_in_month,
      }),
      time: formatDuration(report.total_seconds),
    },
  };
}
