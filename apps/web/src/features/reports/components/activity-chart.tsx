import { formatDuration } from '@aula/shared';
import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { useId } from 'react';
import { useLanguage } from '../../../lib/i18n';
import { shortDayLabel } from '../format';
import type { ActivityTimeTable } from '../rows/activity-time-rows';
import { OTHER_TIME } from '../rows/activity-time-rows';

const SUBJECT_COLORS = [
  'indigo.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'cyan.7',
  'pink.6',
  'lime.7',
  'blue.6',
  'yellow.7',
  'red.6',
];

/**
 * Time per day stacked by subject. The figure is named by its caption, which points to the table
 * below for the figures themselves: the drawing is hidden from screen readers and not focusable,
 * since the table says the same thing better.
 */
export function ActivityChart({ table, label }: { table: ActivityTimeTable; label: string }) {
  const language = useLanguage();
  const captionId = useId();
  const series = table.columns
    .filter((column) => column.key.startsWith('subject-') || column.key === OTHER_TIME)
    .map((column, index) => ({
      name: column.key,
      label: column.header,
      color:
        column.key === OTHER_TIME
          ? 'gray.6'
          : (SUBJECT_COLORS[index % SUBJECT_COLORS.length] ?? 'indigo.6'),
    }));
  const data = table.rows.map((row) => ({
    day: shortDayLabel(row.meta.date, language),
    ...row.meta.seconds,
  }));
  return (
    <figure aria-labelledby={captionId} style={{ margin: 0 }}>
      <Text component="figcaption" id={captionId} size="sm" c="dimmed" mb="xs">
        {label}
      </Text>
      <div aria-hidden>
        <BarChart
          h={280}
          data={data}
          dataKey="day"
          type="stacked"
          series={series}
          valueFormatter={(value) => formatDuration(value)}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          yAxisProps={{ width: 72 }}
          tickLine="y"
          accessibilityLayer={false}
        />
      </div>
    </figure>
  );
}
