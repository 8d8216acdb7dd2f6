import type { EvaluationSummary } from '@aula/shared';
import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePercentText } from './score-text';
import { TableScroll } from '../../../components/ui/table-scroll';

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
  return (
    <TableScroll minWidth={520}>
      <Table verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('results.columns.subject')}</Table.Th>
            <Table.Th scope="col">{t('results.columns.correct')}</Table.Th>
            <Table.Th scope="col">{t('results.columns.percentage')}</Table.Th>
            <Table.Th scope="col">{t('results.columns.grade')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {evaluation.subjects.map((subject) => (
            <Table.Tr key={subject.subject_id}>
              <Table.Th scope="row" fw={400}>
                <Group gap="xs" wrap="nowrap">
                  <Badge variant="light" color="indigo.9" tt="none" miw={64}>
                    {subject.abbreviation}
                  </Badge>
                  <Text size="sm">{subject.subject_name}</Text>
                </Group>
              </Table.Th>
              <Table.Td>
                {t('results.correct', { correct: subject.correct, total: subject.total })}
              </Table.Td>
              <Table.Td fw={700}>
                {subject.percentage === null ? '—' : percent(subject.percentage)}
              </Table.Td>
              <Table.Td fw={700}>{subject.letter_grade ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        {evaluation.percentage !== null ? (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t('results.overall')}</Table.Th>
              <Table.Td>
                {t('results.correct', { correct: overallCorrect, total: evaluation.total })}
              </Table.Td>
              <Table.Td fw={800}>{percent(evaluation.percentage)}</Table.Td>
              <Table.Td fw={800}>{evaluation.letter_grade ?? '—'}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </TableScroll>
  );
}
