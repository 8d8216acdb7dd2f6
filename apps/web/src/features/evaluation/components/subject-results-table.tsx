import type { EvaluationSummary } from '@aula/shared';
import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePercentText } from './score-text';
import { LabelledCell, ResponsiveTable } from '../../../components/ui/responsive-table';

interface SubjectResultsTableProps {
  evaluation: EvaluationSummary;
  /** The table's name for screen readers. */
  label: string;
}

/**
 * A finished evaluation per subject: the abbreviation beside the full name, right answers of
 * the total, the percentage (two decimals unless whole) and the letter grade; the overall
 * result in the last row.
 */
export function SubjectResultsTable({ evaluation, label }: SubjectResultsTableProps) {
  const { t } = useTranslation('evaluation');
  const percent = usePercentText();
  const overallCorrect = evaluation.subjects.reduce((sum, subject) => sum + subject.correct, 0);
  const column = {
    subject: t('results.columns.subject'),
    correct: t('results.columns.correct'),
    percentage: t('results.columns.percentage'),
    grade: t('results.columns.grade'),
  };
  return (
    <ResponsiveTable minWidth={520} verticalSpacing="sm" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{column.subject}</Table.Th>
          <Table.Th scope="col">{column.correct}</Table.Th>
          <Table.Th scope="col">{column.percentage}</Table.Th>
          <Table.Th scope="col">{column.grade}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {evaluation.subjects.map((subject) => (
          <Table.Tr key={subject.subject_id}>
            <LabelledCell label={column.subject} rowHeader fw={400}>
              <Group gap="xs" wrap="nowrap">
                <Badge variant="light" color="indigo.9" tt="none" miw={64}>
                  {subject.abbreviation}
                </Badge>
                <Text size="sm">{subject.subject_name}</Text>
              </Group>
            </LabelledCell>
            <LabelledCell label={column.correct}>
              {t('results.correct', { correct: subject.correct, total: subject.total })}
            </LabelledCell>
            <LabelledCell label={column.percentage} fw={700}>
              {subject.percentage === null ? '—' : percent(subject.percentage)}
            </LabelledCell>
            <LabelledCell label={column.grade} fw={700}>
              {subject.letter_grade ?? '—'}
            </LabelledCell>
          </Table.Tr>
        ))}
      </Table.Tbody>
      {evaluation.percentage !== null ? (
        <Table.Tfoot>
          <Table.Tr>
            <LabelledCell label={column.subject} rowHeader>
              {t('results.overall')}
            </LabelledCell>
            <LabelledCell label={column.correct}>
              {t('results.correct', { correct: overallCorrect, total: evaluation.total })}
            </LabelledCell>
            <LabelledCell label={column.percentage} fw={800}>
              {percent(evaluation.percentage)}
            </LabelledCell>
            <LabelledCell label={column.grade} fw={800}>
              {evaluation.letter_grade ?? '—'}
            </LabelledCell>
          </Table.Tr>
        </Table.Tfoot>
      ) : null}
    </ResponsiveTable>
  );
}
