import type { Language, TestSummary } from '@aula/shared';
import type { TFunction } from 'i18next';
import { percentText } from '../../../lib/format';
import { dateTimeLabel } from '../format';
import type { ReportTable } from '../report-table';

export type TestsColumn = 'date' | 'subject' | 'topic' | 'correct' | 'percentage' | 'grade';

export interface TestRowMeta {
  testId: number;
  /** Only a finished test has answers to review. */
  finished: boolean;
}

export type TestsTable = ReportTable<TestsColumn, TestRowMeta>;

/** The student's tests as the server lists them (newest first): when, what, and how well. */
export function testsTable(
  tests: TestSummary[],
  t: TFunction<'reports'>,
  language: Language,
): TestsTable {
  const columns: TestsTable['columns'] = [
    { key: 'date', header: t('tests.columns.date') },
    { key: 'subject', header: t('tests.columns.subject') },
    { key: 'topic', header: t('tests.columns.topic') },
    { key: 'correct', header: t('tests.columns.correct'), numeric: true },
    { key: 'percentage', header: t('tests.columns.percentage'), numeric: true },
    { key: 'grade', header: t('tests.columns.grade') },
  ];
  const rows: TestsTable['rows'] = tests.map((test) => {
    const finished = test.finished_at !== null && test.percentage !== null;
    return {
      id: `test-${test.id}`,
      cells: {
        date: dateTimeLabel(test.finished_at ?? test.started_at, language),
        subject: test.subject_name,
        topic: test.cluster_title,
        correct: t('tests.correct', { correct: test.correct_count, total: test.total }),
        percentage:
          finished && test.percentage !== null
            ? percentText(test.percentage, language)
            : t('tests.none'),
        grade: finished ? (test.letter_grade ?? t('tests.none')) : t('tests.notFinished'),
      },
      meta: { testId: test.id, finished },
    };
  });
  return { columns, rows };
}
