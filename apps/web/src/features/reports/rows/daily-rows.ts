import type { DailyEvent, DailyEventKind, DailyReport, Language } from '@aula/shared';
import { formatDuration } from '@aula/shared';
import type { TFunction } from 'i18next';
import { percentText } from '../../../lib/format';
import { timeLabel } from '../format';
import type { ReportTable } from '../report-table';

export type DailyColumn = 'time' | 'kind' | 'title' | 'subject' | 'activeTime' | 'result';

export interface DailyEventMeta {
  kind: DailyEventKind;
  testId: number | null;
}

export type DailyTable = ReportTable<DailyColumn, DailyEventMeta>;

function resultText(event: DailyEvent, t: TFunction<'reports'>, language: Language): string {
  switch (event.kind) {
    case 'lesson':
      if (event.completed === null) return t('daily.none');
      return event.completed ? t('daily.result.lessonCompleted') : t('daily.result.lessonOpened');
    case 'quiz':
      if (event.passed === null || event.correct_count === null || event.total === null) {
        return t('daily.result.notFinished');
      }
      return t('daily.result.quiz', {
        correct: event.correct_count,
        total: event.total,
        outcome: event.passed ? t('daily.result.passed') : t('daily.result.notPassed'),
      });
    case 'test':
      if (
        event.percentage === null ||
        event.letter_grade === null ||
        event.correct_count === null ||
        event.total === null
      ) {
        return t('daily.result.notFinished');
      }
      return t('daily.result.test', {
        correct: event.correct_count,
        total: event.total,
        percent: percentText(event.percentage, language),
        grade: event.letter_grade,
      });
    default:
      return t('daily.none');
  }
}

/** The day's events in the order they happened, with times on the viewer's clock. */
export function dailyTable(
  report: DailyReport,
  t: TFunction<'reports'>,
  language: Language,
): DailyTable {
  const columns: DailyTable['columns'] = [
    { key: 'time', header: t('daily.columns.time') },
    { key: 'kind', header: t('daily.columns.kind') },
    { key: 'title', header: t('daily.columns.title') },
    { key: 'subject', header: t('daily.columns.subject') },
    { key: 'activeTime', header: t('daily.columns.activeTime'), numeric: true },
    { key: 'result', header: t('daily.columns.result') },
  ];
  const rows: DailyTable['rows'] = report.events.map((event, index) => {
    const start = timeLabel(event.started_at, language);
    return {
      id: `${index}-${event.kind}-${event.started_at}`,
      cells: {
        time: event.ended_at
          ? t('daily.timeRange', { start, end: timeLabel(event.ended_at, language) })
          : t('daily.unfinished', { start }),
        kind: t(`daily.kinds.${event.kind}`),
        title: event.title,
        subject: event.subject_name ?? t('daily.none'),
        activeTime: event.seconds === null ? t('daily.none') : formatDuration(event.seconds),
        result: resultText(event, t, language),
      },
      meta: { kind: event.kind, testId: event.test_id },
    };
  });
  return { columns, rows };
}
