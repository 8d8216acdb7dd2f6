import type { EvaluationDetail } from '@aula/shared';
import { Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import type { ComparisonCell } from '../figures';
import { compareEvaluations, evaluationDate } from '../figures';
import { formatDay, percentNumber } from '../../../lib/format';
import { useScoreText } from './score-text';
import { SubjectAbbreviation } from './subject-abbreviation';
import { LabelledCell, ResponsiveTable } from '../../../components/ui/responsive-table';

/** Up, down or the same against the previous result: an arrow and words, never colour alone. */
function ChangeNote({ change }: { change: number }) {
  const { t } = useTranslation('evaluation');
  const language = useLanguage();
  const points = percentNumber(Math.abs(change), language);
  const look =
    change > 0
      ? { Icon: IconArrowUpRight, color: 'teal.9', text: t('compare.up', { points }) }
      : change < 0
        ? { Icon: IconArrowDownRight, color: 'red.9', text: t('compare.down', { points }) }
        : { Icon: IconArrowRight, color: 'dimmed', text: t('compare.same') };
  return (
    <Group gap={4} wrap="nowrap">
      <look.Icon
        size={16}
        aria-hidden
        color={`var(--mantine-color-${look.color.replace('.', '-')})`}
      />
      <Text size="xs" c={look.color} fw={600}>
        {look.text}
      </Text>
    </Group>
  );
}

function Cell({ cell }: { cell: ComparisonCell }) {
  const { t } = useTranslation('evaluation');
  const score = useScoreText();
  if (cell.result?.percentage == null) {
    return (
      <Text span c="dimmed">
        <span aria-hidden>—</span>
        <VisuallyHidden>{t('compare.notAsked')}</VisuallyHidden>
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Text span fw={700} style={{ whiteSpace: 'nowrap' }}>
        {score(cell.result.percentage, cell.result.letter_grade)}
      </Text>
      {cell.change !== null ? <ChangeNote change={cell.change} /> : null}
    </Stack>
  );
}

/**
 * This evaluation beside the student's earlier finished ones: a column per evaluation (this one
 * first, then the earlier ones, newest first, each with its date and type), a row per subject
 * abbreviation, each cell the percentage and letter ("—" when that evaluation did not ask the
 * subject) and how it changed since the evaluation before.
 */
export function EvaluationComparison({ evaluation }: { evaluation: EvaluationDetail }) {
  const { t } = useTranslation('evaluation');
  const language = useLanguage();
  const { columns, rows } = compareEvaluations(evaluation, evaluation.previous);

  // What each column's header says, in one line: the name a card gives each result.
  const columnNames = columns.map((column, index) =>
    [
      index === 0 ? t('compare.thisOne') : null,
      formatDay(evaluationDate(column), language),
      t('compare.column', { type: t(`type.${column.type}`), grade: column.grade_name }),
    ]
      .filter(Boolean)
      .join(' · '),
  );

  return (
    <ResponsiveTable
      minWidth={200 + columns.length * 150}
      verticalSpacing="sm"
      withColumnBorders
      aria-label={t('compare.label', { name: evaluation.student_name })}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('compare.subject')}</Table.Th>
          {columns.map((column, index) => (
            <Table.Th scope="col" key={column.id}>
              <Stack gap={0}>
                {index === 0 ? (
                  <Text span size="xs" fw={800} c="indigo.9" tt="uppercase">
                    {t('compare.thisOne')}
                  </Text>
                ) : null}
                <Text span fw={700} size="sm">
                  {formatDay(evaluationDate(column), language)}
                </Text>
                <Text span size="xs" c="dimmed" fw={400}>
                  {t('compare.column', {
                    type: t(`type.${column.type}`),
                    grade: column.grade_name,
                  })}
                </Text>
              </Stack>
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.abbreviation}>
            <LabelledCell label={t('compare.subject')} rowHeader>
              <SubjectAbbreviation abbreviation={row.abbreviation} name={row.subjectName} />
            </LabelledCell>
            {columns.map((column, index) => (
              <LabelledCell key={column.id} label={columnNames[index] ?? ''}>
                <Cell cell={row.cells[index] ?? { result: null, change: null }} />
              </LabelledCell>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
