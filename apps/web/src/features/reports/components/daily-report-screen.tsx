import type { DailyEventKind } from '@aula/shared';
import { formatDuration } from '@aula/shared';
import { Button, Group, Stack } from '@mantine/core';
import {
  IconBook,
  IconCalendarOff,
  IconClipboardCheck,
  IconDeviceGamepad2,
  IconLogin2,
  IconPencilQuestion,
  IconSchool,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MessagePanel } from '../../../components/ui/message-panel';
import { QueryError } from '../../../components/ui/query-error';
import { useLanguage } from '../../../lib/i18n';
import { useDailyReport } from '../api/get-daily-report';
import { reportFileName } from '../csv';
import { addDays, isIsoDay, todayIso } from '../dates';
import { longDayLabel } from '../format';
import { dailyTable } from '../rows/daily-rows';
import { useReportStudent } from '../use-report-student';
import { DateField } from './date-field';
import { ExportCsvButton } from './export-csv-button';
import { ReportFigures } from './report-figures';
import { ReportHeading } from './report-heading';
import { ReportSkeleton } from './report-skeleton';
import { ReportTableView } from './report-table-view';
import { StepButton } from './step-button';

/** Each kind of event has its icon, always beside its word. */
const KIND_ICONS: Record<DailyEventKind, ComponentType<{ size?: number }>> = {
  session: IconLogin2,
  lesson: IconSchool,
  quiz: IconPencilQuestion,
  test: IconClipboardCheck,
  game: IconDeviceGamepad2,
  book: IconBook,
};

/**
 * What the student did on one day (?date=, today by default): the day's figures, then every
 * session, lesson, quiz, test, game and book in the order they happened, with the times on the
 * viewer's clock and how each went.
 */
export function DailyReportScreen() {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const { studentId, name, fileOwner } = useReportStudent();
  const [params, setParams] = useSearchParams();
  const dateParam = params.get('date');
  const today = todayIso();
  const date = isIsoDay(dateParam) ? dateParam : today;
  const setDate = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('date', next);
        return updated;
      },
      { replace: true },
    );

  const report = useDailyReport(studentId ?? 0, date);
  const data = report.data;
  const table = useMemo(() => (data ? dailyTable(data, t, language) : null), [data, t, language]);
  // While another day loads, the previous one stays on screen: its words describe its figures.
  const shownDate = data?.date ?? date;
  const dateText = longDayLabel(shownDate, language);

  return (
    <Stack gap="lg">
      <ReportHeading
        title={t('daily.heading')}
        actions={
          table && table.rows.length > 0 ? (
            <ExportCsvButton
              table={table}
              fileName={reportFileName(fileOwner, 'daily', shownDate)}
            />
          ) : null
        }
      />
      <Group align="flex-start" gap="xs" data-print-hidden>
        <DateField label={t('daily.date')} value={date} onChange={setDate} />
        <Group gap="xs" pt={{ base: 0, xs: 24 }}>
          <StepButton
            label={t('daily.previousDay')}
            direction="previous"
            onClick={() => setDate(addDays(date, -1))}
          />
          <StepButton
            label={t('daily.nextDay')}
            direction="next"
            onClick={() => setDate(addDays(date, 1))}
          />
          <Button variant="default" disabled={date === today} onClick={() => setDate(today)}>
            {t('daily.today')}
          </Button>
        </Group>
      </Group>
      {report.isPending ? <ReportSkeleton /> : null}
      {report.isError ? (
        <QueryError error={report.error} onRetry={() => void report.refetch()} />
      ) : null}
      {data && table ? (
        <Stack gap="lg" aria-busy={report.isPlaceholderData || undefined}>
          <ReportFigures
            figures={[
              { label: t('daily.stats.time'), value: formatDuration(data.total_seconds) },
              { label: t('daily.stats.lessonsOpened'), value: data.lessons_opened },
              { label: t('daily.stats.lessonsCompleted'), value: data.lessons_completed },
              { label: t('daily.stats.quizzes'), value: data.quizzes },
              { label: t('daily.stats.tests'), value: data.tests },
            ]}
          />
          {table.rows.length === 0 ? (
            <MessagePanel
              icon={<IconCalendarOff size={48} />}
              title={t('daily.emptyTitle')}
              headingOrder={3}
            >
              {t('daily.emptyText', { name, date: dateText })}
            </MessagePanel>
          ) : (
            <ReportTableView
              table={table}
              caption={t('daily.caption', { name, date: dateText })}
              minWidth={860}
              decorate={(column, row) => {
                if (column !== 'kind') return null;
                const Icon = KIND_ICONS[row.meta.kind];
                return (
                  <span
                    aria-hidden
                    style={{ display: 'inline-flex', verticalAlign: 'text-bottom', marginRight: 6 }}
                  >
                    <Icon size={18} />
                  </span>
                );
              }}
            />
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
