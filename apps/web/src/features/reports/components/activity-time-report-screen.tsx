import { formatDuration, REPORT_RANGE_MAX_DAYS } from '@aula/shared';
import { Box, Button, Card, Group, Stack } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MessagePanel } from '../../../components/ui/message-panel';
import { QueryError } from '../../../components/ui/query-error';
import { useLanguage } from '../../../lib/i18n';
import { useActivityTimeReport } from '../api/get-activity-time-report';
import { reportFileName } from '../csv';
import type { DayRange } from '../dates';
import { daysInRange, isIsoDay, lastDays } from '../dates';
import { longDayLabel } from '../format';
import { activityTimeTable } from '../rows/activity-time-rows';
import { useReportStudent } from '../use-report-student';
import { ActivityChart } from './activity-chart';
import { DateField } from './date-field';
import { ExportCsvButton } from './export-csv-button';
import { ReportFigures } from './report-figures';
import { ReportHeading } from './report-heading';
import { ReportSkeleton } from './report-skeleton';
import { ReportTableView } from './report-table-view';

const PRESETS = [7, 30, 90] as const;
const DEFAULT_DAYS = 7;

/** The range in the URL (?from=&to=), the last 7 days when absent or unreadable. */
function useRangeInUrl() {
  const [params, setParams] = useSearchParams();
  const fallback = lastDays(DEFAULT_DAYS);
  const fromParam = params.get('from');
  const toParam = params.get('to');
  const range: DayRange = {
    from: isIsoDay(fromParam) ? fromParam : fallback.from,
    to: isIsoDay(toParam) ? toParam : fallback.to,
  };
  const setRange = (next: DayRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('from', next.from);
        updated.set('to', next.to);
        return updated;
      },
      { replace: true },
    );
  return [range, setRange] as const;
}

/**
 * Active study over a chosen range: a chart of each day stacked by subject, and a table of the
 * same figures (HH:mm:ss) with the totals per subject as its last line.
 */
export function ActivityTimeReportScreen() {
  const { t } = useTranslation(['reports', 'messages']);
  const language = useLanguage();
  const { studentId, name, fileOwner } = useReportStudent();
  const [range, setRange] = useRangeInUrl();

  const rangeError =
    range.from > range.to
      ? t('messages:validation.dateRange.order')
      : daysInRange(range.from, range.to) > REPORT_RANGE_MAX_DAYS
        ? t('messages:validation.dateRange.tooLong')
        : null;
  const report = useActivityTimeReport(studentId ?? 0, rangeError ? null : range);
  const data = rangeError ? undefined : report.data;
  const table = useMemo(
    () => (data ? activityTimeTable(data, t, language) : null),
    [data, t, language],
  );
  // While another range loads, the previous one stays on screen: its words describe its figures.
  const shown = data ? { from: data.from, to: data.to } : range;
  const from = longDayLabel(shown.from, language);
  const to = longDayLabel(shown.to, language);
  const empty = data !== undefined && data.total_seconds === 0;

  return (
    <Stack gap="lg">
      <ReportHeading
        title={t('activityTime.heading')}
        actions={
          table && !empty ? (
            <ExportCsvButton
              table={table}
              fileName={reportFileName(fileOwner, 'activity-time', shown.from, shown.to)}
            />
          ) : null
        }
      />
      <Group align="flex-start" gap="md" data-print-hidden>
        <DateField
          label={t('activityTime.from')}
          value={range.from}
          onChange={(next) => setRange({ ...range, from: next })}
        />
        <DateField
          label={t('activityTime.to')}
          value={range.to}
          onChange={(next) => setRange({ ...range, to: next })}
          error={rangeError}
        />
        <Box role="group" aria-label={t('activityTime.presetsLabel')} pt={{ base: 0, xs: 24 }}>
          <Group gap="xs">
            {PRESETS.map((days) => {
              const preset = lastDays(days);
              const active = preset.from === range.from && preset.to === range.to;
              return (
                <Button
                  key={days}
                  size="sm"
                  variant={active ? 'filled' : 'default'}
                  aria-pressed={active}
                  onClick={() => setRange(preset)}
                >
                  {t('activityTime.preset', { count: days })}
                </Button>
              );
            })}
          </Group>
        </Box>
      </Group>
      {!rangeError && report.isPending ? <ReportSkeleton /> : null}
      {!rangeError && report.isError ? (
        <QueryError error={report.error} onRetry={() => void report.refetch()} />
      ) : null}
      {data && table ? (
        empty ? (
          <MessagePanel
            icon={<IconClockPause size={48} />}
            title={t('activityTime.emptyTitle')}
            headingOrder={3}
          >
            {t('activityTime.emptyText', { name, from, to })}
          </MessagePanel>
        ) : (
          <Stack gap="lg" aria-busy={report.isPlaceholderData || undefined}>
            <ReportFigures
              figures={[
                { label: t('activityTime.total'), value: formatDuration(data.total_seconds) },
                {
                  label: t('activityTime.daysActive'),
                  value: t('activityTime.daysActiveValue', {
                    days: data.days.filter((day) => day.seconds > 0).length,
                    count: data.days.length,
                  }),
                },
              ]}
            />
            <Card withBorder radius="lg" padding="lg">
              <ActivityChart table={table} label={t('activityTime.chartLabel', { from, to })} />
            </Card>
            <ReportTableView
              table={table}
              caption={t('activityTime.caption', { from, to })}
              minWidth={Math.max(560, 140 * table.columns.length)}
            />
          </Stack>
        )
      ) : null}
    </Stack>
  );
}
