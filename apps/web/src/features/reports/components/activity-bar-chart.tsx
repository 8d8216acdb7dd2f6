import { formatDuration } from '@aula/shared';
import { BarChart } from '@mantine/charts';
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
 * The drawing of the activity chart: recharts, through @mantine/charts, is most of the report's
 * code, so it is fetched on its own once a report has days to draw (see
 * docs/web-performance.md#lazy-dialogs-popups-and-other-late-pieces).
 */
export function ActivityBarChart({ table, height }: { table: ActivityTimeTable; height: number }) {
  const language = useLanguage();
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
    <BarChart
      h={height}
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
  );
}
