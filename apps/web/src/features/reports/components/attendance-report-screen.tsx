import { formatDuration } from '@aula/shared';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../components/ui/query-error';
import { useLanguage } from '../../../lib/i18n';
import { useAttendanceReport } from '../api/get-attendance-report';
import { reportFileName } from '../csv';
import { isIsoMonth, monthOfDay, shiftMonth, todayIso } from '../dates';
import { monthLabel } from '../format';
import { attendanceTable } from '../rows/attendance-rows';
import { useReportStudent } from '../use-report-student';
import { AttendanceCalendar } from './attendance-calendar';
import { ExportCsvButton } from './export-csv-button';
import { ReportFigures } from './report-figures';
import { ReportHeading } from './report-heading';
import { ReportSkeleton } from './report-skeleton';
import { StepButton } from './step-button';

/**
 * A month's attendance (?month=YYYY-MM, this month by default): the days present of the days in
 * the month, the total time, and the calendar marking each day with study and its time.
 */
export function AttendanceReportScreen() {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const { studentId, name, fileOwner } = useReportStudent();
  const [params, setParams] = useSearchParams();
  const monthParam = params.get('month');
  const month = isIsoMonth(monthParam) ? monthParam : monthOfDay(todayIso());
  const setMonth = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('month', next);
        return updated;
      },
      { replace: true },
    );

  const report = useAttendanceReport(studentId ?? 0, month);
  // The month on screen is the report's (the previous one stays while the next loads).
  const data = report.data;
  const table = useMemo(
    () => (data ? attendanceTable(data, t, language) : null),
    [data, t, language],
  );
  const shownMonth = monthLabel(data?.month ?? month, language);

  return (
    <Stack gap="lg">
      <ReportHeading
        title={t('attendance.heading')}
        actions={
          table ? (
            <ExportCsvButton
              table={table}
              fileName={reportFileName(fileOwner, 'attendance', data?.month ?? month)}
            />
          ) : null
        }
      />
      <Group gap="sm" wrap="nowrap">
        <StepButton
          label={t('attendance.previousMonth')}
          direction="previous"
          onClick={() => setMonth(shiftMonth(month, -1))}
        />
        <Title order={3} size="h4" miw={200} ta="center" aria-live="polite">
          {monthLabel(month, language)}
        </Title>
        <StepButton
          label={t('attendance.nextMonth')}
          direction="next"
          onClick={() => setMonth(shiftMonth(month, 1))}
        />
      </Group>
      {report.isPending ? <ReportSkeleton /> : null}
      {report.isError ? (
        <QueryError error={report.error} onRetry={() => void report.refetch()} />
      ) : null}
      {data && table ? (
        <Stack gap="lg" aria-busy={report.isPlaceholderData || undefined}>
          <ReportFigures
            figures={[
              {
                label: t('attendance.daysPresent'),
                value: t('attendance.daysPresentValue', {
                  days: data.days_present,
                  count: data.days_in_month,
                }),
              },
              { label: t('attendance.totalTime'), value: formatDuration(data.total_seconds) },
            ]}
          />
          {data.days_present === 0 ? (
            <Text fw={600}>{t('attendance.emptyText', { name, month: shownMonth })}</Text>
          ) : null}
          <Card withBorder radius="lg" padding="md">
            <AttendanceCalendar
              table={table}
              caption={t('attendance.caption', { month: shownMonth })}
            />
          </Card>
          <Text size="sm" c="dimmed">
            {t('attendance.legend')}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
