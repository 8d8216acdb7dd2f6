import type { ActivityTimeReport, Language } from '@aula/shared';
import { formatDuration } from '@aula/shared';
import type { TFunction } from 'i18next';
import { dayLabel } from '../format';
import type { ReportTable } from '../report-table';

/** `date`, `total`, one `subject-<id>` per subject studied, and `other` when there is such time. */
export type ActivityTimeColumn = string;

export interface ActivityDayMeta {
  date: string;
  /** Seconds by column key, for the chart: each subject, and `other`. */
  seconds: Record<string, number>;
}

export type ActivityTimeTable = ReportTable<ActivityTimeColumn, ActivityDayMeta>;

export const OTHER_TIME = 'other';

export function subjectColumn(subjectId: number): string {
  return `subject-${subjectId}`;
}

/**
 * One line per day of the range (days without study too), with the day's total and its time in
 * each subject; study outside any subject (the home screen, games, books) has its own column
 * when there is some. The last line adds up the range.
 */
export function activityTimeTable(
  report: ActivityTimeReport,
  t: TFunction<'reports'>,
  language: Language,
): ActivityTimeTable {
  const outsideSubjects = (seconds: number, bySubject: { seconds: number }[]) =>
    Math.max(0, seconds - bySubject.reduce((total, subject) => total + subject.seconds, 0));
  const hasOther = report.days.some((day) => outsideSubjects(day.seconds, day.subjects) > 0);

  const columns: ActivityTimeTable['columns'] = [
    { key: 'date', header: t('activityTime.columns.date') },
    { key: 'total', header: t('activityTime.columns.total'), numeric: true },
    ...report.subjects.map((subject) => ({
      key: subjectColumn(subject.subject_id),
      header: subject.name,
      numeric: true,
    })),
    ...(hasOther
      ? [{ key: OTHER_TIME, header: t('activityTime.columns.other'), numeric: true }]
      : []),
  ];

  const rows: ActivityTimeTable['rows'] = report.days.map((day) => {
    const seconds: Record<string, number> = {};
    for (const subject of report.subjects) {
      seconds[subjectColumn(subject.subject_id)] =
        day.subjects.find((item) => item.subject_id === subject.subject_id)?.seconds ?? 0;
    }
    if (hasOther) seconds[OTHER_TIME] = outsideSubjects(day.seconds, day.subjects);
    const cells: Record<string, string> = {
      date: dayLabel(day.date, language),
      total: formatDuration(day.seconds),
    };
    for (const [key, value] of Object.entries(seconds)) cells[key] = formatDuration(value);
    return { id: day.date, cells, meta: { date: day.date, seconds } };
  });

  const totals: Record<string, string> = {
    date: t('activityTime.totalRow'),
    total: formatDuration(report.total_seconds),
  };
  for (const subject of report.subjects) {
    totals[subjectColumn(subject.subject_id)] = formatDuration(subject.seconds);
  }
  if (hasOther) {
    totals[OTHER_TIME] = formatDuration(
      rows.reduce((total, row) => total + (row.meta.seconds[OTHER_TIME] ?? 0), 0),
    );
  }
  return { columns, rows, totals };
}
