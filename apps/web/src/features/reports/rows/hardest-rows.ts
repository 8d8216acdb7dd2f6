import type { HardestQuestions, Language } from '@aula/shared';
import type { TFunction } from 'i18next';
import { percentText } from '../../../lib/format';
import type { ReportTable } from '../report-table';

export type HardestColumn = 'question' | 'source' | 'missed' | 'missedPercent' | 'students';

export type HardestTable = ReportTable<HardestColumn>;

/**
 * The questions most often missed, most missed first. How many students missed them only says
 * something across the tutor's students, so that column is left out for a single student.
 */
export function hardestTable(
  result: HardestQuestions,
  { allStudents }: { allStudents: boolean },
  t: TFunction<'reports'>,
  language: Language,
): HardestTable {
  const columns: HardestTable['columns'] = [
    { key: 'question', header: t('hardest.columns.question') },
    { key: 'source', header: t('hardest.columns.source') },
    { key: 'missed', header: t('hardest.columns.missed'), numeric: true },
    { key: 'missedPercent', header: t('hardest.columns.missedPercent'), numeric: true },
    ...(allStudents
      ? [{ key: 'students' as const, header: t('hardest.columns.students'), numeric: true }]
      : []),
  ];
  const rows: HardestTable['rows'] = result.items.map((item) => ({
    // Quiz item ids repeat from lesson to lesson: the source and lesson tell them apart.
    id: `${item.source}:${item.lesson_title ?? ''}:${item.item_id}`,
    cells: {
      question: item.prompt,
      source:
        item.source === 'test'
          ? t('hardest.sourceTest')
          : item.lesson_title
            ? t('hardest.sourceQuiz', { lesson: item.lesson_title })
            : t('hardest.sourceQuizAlone'),
      missed: t('hardest.missed', { missed: item.missed, asked: item.asked }),
      missedPercent: percentText(item.missed_percent, language),
      students: String(item.students),
    },
    meta: undefined,
  }));
  return { columns, rows };
}
