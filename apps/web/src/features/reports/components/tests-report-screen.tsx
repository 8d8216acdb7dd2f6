import { Button, Group, Stack, Table, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconClipboardList } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionReviewList } from '../../../components/questions/question-review-list';
import { MessagePanel } from '../../../components/ui/message-panel';
import { QueryError } from '../../../components/ui/query-error';
import { useLanguage } from '../../../lib/i18n';
import { useStudentTests } from '../api/get-student-tests';
import { useTestReview } from '../api/get-test-review';
import { reportFileName } from '../csv';
import { todayIso } from '../dates';
import { testsTable } from '../rows/tests-rows';
import { useReportStudent } from '../use-report-student';
import { ExportCsvButton } from './export-csv-button';
import { ReportHeading } from './report-heading';
import { ReportSkeleton } from './report-skeleton';
import { ReportTableView } from './report-table-view';

/** A finished test's questions, each opening to the answer given and the right one. */
function TestReview({ testId, topic }: { testId: number; topic: string }) {
  const { t } = useTranslation('reports');
  const review = useTestReview(testId);
  return (
    <Stack gap="sm" py="sm">
      <Title order={3} size="h5">
        {t('tests.reviewHeading', { topic })}
      </Title>
      {review.isPending ? <ReportSkeleton rows={3} /> : null}
      {review.isError ? (
        <QueryError error={review.error} onRetry={() => void review.refetch()} />
      ) : null}
      {review.data ? <QuestionReviewList questions={review.data.questions} /> : null}
    </Stack>
  );
}

/**
 * Every test of the student, newest first: when, subject, topic, right answers, percentage and
 * letter grade. A finished test opens, under its line, to the review of each question.
 */
export function TestsReportScreen() {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const { studentId, name, fileOwner } = useReportStudent();
  const tests = useStudentTests(studentId ?? 0);
  const [open, setOpen] = useState<number[]>([]);
  const loaded = useMemo(() => tests.data?.pages.flatMap((page) => page.items) ?? [], [tests.data]);
  const table = useMemo(() => testsTable(loaded, t, language), [loaded, t, language]);

  /** The file holds every test, not only the pages on screen: load the rest first. */
  async function everyTest() {
    let result = tests;
    while (result.hasNextPage) {
      result = await result.fetchNextPage({ throwOnError: true });
    }
    return testsTable(result.data?.pages.flatMap((page) => page.items) ?? [], t, language);
  }

  const toggle = (testId: number) =>
    setOpen((ids) => (ids.includes(testId) ? ids.filter((id) => id !== testId) : [...ids, testId]));

  return (
    <Stack gap="lg">
      <ReportHeading
        title={t('tests.heading')}
        actions={
          loaded.length > 0 ? (
            <ExportCsvButton
              table={everyTest}
              fileName={reportFileName(fileOwner, 'tests', todayIso())}
            />
          ) : null
        }
      />
      {tests.isPending ? <ReportSkeleton /> : null}
      {tests.isError ? (
        <QueryError error={tests.error} onRetry={() => void tests.refetch()} />
      ) : null}
      {tests.isSuccess && loaded.length === 0 ? (
        <MessagePanel
          icon={<IconClipboardList size={48} />}
          title={t('tests.emptyTitle')}
          headingOrder={3}
        >
          {t('tests.emptyText', { name })}
        </MessagePanel>
      ) : null}
      {loaded.length > 0 ? (
        <ReportTableView
          table={table}
          caption={t('tests.caption', { name })}
          captionHidden
          minWidth={820}
          action={{
            header: t('tests.columns.review'),
            render: (row) => {
              if (!row.meta.finished) return null;
              const expanded = open.includes(row.meta.testId);
              return (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  aria-expanded={expanded}
                  aria-controls={`test-review-${row.meta.testId}`}
                  aria-label={`${expanded ? t('tests.hideReview') : t('tests.showReview')}: ${t(
                    'tests.reviewLabel',
                    { topic: row.cells.topic, date: row.cells.date },
                  )}`}
                  rightSection={
                    expanded ? (
                      <IconChevronUp size={16} aria-hidden />
                    ) : (
                      <IconChevronDown size={16} aria-hidden />
                    )
                  }
                  onClick={() => toggle(row.meta.testId)}
                  data-print-hidden
                >
                  {expanded ? t('tests.hideReview') : t('tests.showReview')}
                </Button>
              );
            },
          }}
          after={(row, columnCount) =>
            open.includes(row.meta.testId) ? (
              <Table.Tr id={`test-review-${row.meta.testId}`} data-review-of={row.id}>
                <Table.Td colSpan={columnCount}>
                  <TestReview testId={row.meta.testId} topic={row.cells.topic} />
                </Table.Td>
              </Table.Tr>
            ) : null
          }
        />
      ) : null}
      {tests.hasNextPage ? (
        <Group justify="center">
          <Button
            variant="light"
            loading={tests.isFetchingNextPage}
            onClick={() => void tests.fetchNextPage()}
            data-print-hidden
          >
            {t('tests.more')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
