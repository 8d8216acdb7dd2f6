import type { NeedsHelpLesson, ProgressReport } from '@aula/shared';
import { NEEDS_HELP_FAILED_QUIZZES } from '@aula/shared';
import { Alert, Button, Card, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import { IconLifebuoy, IconListSearch, IconSchool } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessagePanel } from '../../../components/ui/message-panel';
import { QueryError } from '../../../components/ui/query-error';
import { useLanguage } from '../../../lib/i18n';
import { useProgressReport } from '../api/get-progress-report';
import { reportFileName } from '../csv';
import { todayIso } from '../dates';
import { clampPercent, percentText } from '../../../lib/format';
import { dateTimeLabel } from '../format';
import type { ProgressTable } from '../rows/progress-rows';
import { progressTable } from '../rows/progress-rows';
import { useReportStudent } from '../use-report-student';
import { ExportCsvButton } from './export-csv-button';
import type { HardestTopic } from './hardest-questions-modal';
import { ReportHeading } from './report-heading';
import { ReportSkeleton } from './report-skeleton';
import { ReportTableView } from './report-table-view';
import { lazyDialog } from '../../../components/ui/lazy-dialog';

const HardestQuestionsModal = lazyDialog(
  () => import('./hardest-questions-modal').then((module) => module.HardestQuestionsModal),
  ({ topic }) => topic !== null,
);

function NeedsHelpAlert({ lessons, name }: { lessons: NeedsHelpLesson[]; name: string }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  return (
    <Alert
      role="note"
      color="red.9"
      variant="light"
      radius="lg"
      icon={<IconLifebuoy aria-hidden />}
      title={t('progress.needsHelp.title')}
    >
      <Stack gap="xs">
        <Text size="sm">
          {t('progress.needsHelp.intro', {
            count: lessons.length,
            name,
            min: NEEDS_HELP_FAILED_QUIZZES,
          })}
        </Text>
        <List size="sm" spacing={4}>
          {lessons.map((lesson) => (
            <List.Item key={lesson.lesson_id}>
              <Text span fw={700} size="sm">
                {t('progress.needsHelp.lesson', {
                  lesson: lesson.lesson_title,
                  topic: lesson.cluster_title,
                  subject: lesson.subject_name,
                })}
              </Text>
              {': '}
              {t('progress.needsHelp.failed', {
                count: lesson.failed_quizzes,
                date: dateTimeLabel(lesson.last_failed_at, language),
              })}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}

interface SubjectSectionProps {
  subject: ProgressReport['subjects'][number];
  table: ProgressTable;
  onHardest: (topic: HardestTopic) => void;
}

/** One subject: its bar, then a table of its topics with the subject's sums as the footer. */
function SubjectSection({ subject, table, onHardest }: SubjectSectionProps) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const headingId = useId();
  const percent = clampPercent(subject.progress_percent);
  const subjectLine = table.rows.find(
    (row) => row.meta.kind === 'subject' && row.meta.subjectId === subject.id,
  );
  const topics: ProgressTable = {
    columns: table.columns,
    rows: table.rows.filter(
      (row) => row.meta.kind === 'topic' && row.meta.subjectId === subject.id,
    ),
    totals: subjectLine?.cells,
  };
  return (
    <Card component="section" withBorder radius="lg" padding="lg" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="md">
          <Title order={3} size="h4" id={headingId}>
            {subject.name}
          </Title>
          <Group gap="xs" wrap="nowrap">
            <Progress
              value={percent}
              w={160}
              size="lg"
              radius="xl"
              color={percent >= 80 ? 'teal.9' : 'indigo'}
              aria-label={t('progress.subjectLabel', { subject: subject.name })}
            />
            <Text fw={700} aria-hidden>
              {percentText(percent, language)}
            </Text>
          </Group>
        </Group>
        <ReportTableView
          table={topics}
          caption={t('progress.topicsCaption', { subject: subject.name })}
          captionHidden
          hiddenColumns={['subject']}
          minWidth={860}
          decorate={(column, row) => {
            if (column === 'progress') {
              return (
                <Progress
                  value={row.meta.percent}
                  w={72}
                  size="sm"
                  radius="xl"
                  display="inline-block"
                  mr="xs"
                  style={{ verticalAlign: 'middle' }}
                  color={row.meta.percent >= 80 ? 'teal.9' : 'indigo'}
                  aria-label={t('progress.topicLabel', { topic: row.cells.topic })}
                />
              );
            }
            if (column === 'needsHelp' && row.cells.needsHelp) {
              return (
                <IconLifebuoy
                  size={16}
                  aria-hidden
                  color="var(--mantine-color-red-9)"
                  style={{ verticalAlign: 'text-bottom', marginRight: 4 }}
                />
              );
            }
            return null;
          }}
          action={{
            header: t('progress.columns.actions'),
            render: (row) => (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconListSearch size={16} aria-hidden />}
                aria-label={t('progress.hardestLabel', { topic: row.cells.topic })}
                onClick={() =>
                  onHardest({ clusterId: row.meta.clusterId ?? 0, title: row.cells.topic })
                }
                data-print-hidden
              >
                {t('progress.hardestButton')}
              </Button>
            ),
          }}
        />
      </Stack>
    </Card>
  );
}

/**
 * The progress report: the whole grade, each subject with its bar, and a table of its topics
 * (progress, lessons completed, in progress and not started); lessons whose quiz the student
 * keeps failing are listed first, and every topic opens its hardest questions.
 */
export function ProgressReportScreen() {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const { studentId, student, name, fileOwner } = useReportStudent();
  const report = useProgressReport(studentId ?? 0, studentId !== null);
  const [hardestTopic, setHardestTopic] = useState<HardestTopic | null>(null);
  const data = report.data;
  const table = useMemo(
    () => (data ? progressTable(data, t, language) : null),
    [data, t, language],
  );

  if (student.data?.grade_id === null) {
    return (
      <MessagePanel
        icon={<IconSchool size={48} />}
        title={t('progress.noGradeTitle')}
        headingOrder={2}
      >
        {t('progress.noGradeText', { name })}
      </MessagePanel>
    );
  }

  const overall = clampPercent(data?.progress_percent ?? 0);
  return (
    <Stack gap="lg">
      <ReportHeading
        title={t('progress.heading')}
        intro={data && name ? t('progress.intro', { grade: data.grade.name, name }) : undefined}
        actions={
          table && table.rows.length > 0 ? (
            <ExportCsvButton
              table={table}
              fileName={reportFileName(fileOwner, 'progress', todayIso())}
            />
          ) : null
        }
      />
      {report.isPending ? <ReportSkeleton /> : null}
      {report.isError ? (
        <QueryError error={report.error} onRetry={() => void report.refetch()} />
      ) : null}
      {data && table ? (
        data.subjects.length === 0 ? (
          <MessagePanel
            icon={<IconSchool size={48} />}
            title={t('progress.emptyTitle')}
            headingOrder={3}
          >
            {t('progress.emptyText')}
          </MessagePanel>
        ) : (
          <>
            <Card withBorder radius="lg" padding="lg">
              <Group justify="space-between" gap="md">
                <Text fw={700}>{t('progress.overall')}</Text>
                <Group gap="xs" wrap="nowrap" style={{ flex: 1, maxWidth: 420 }}>
                  <Progress
                    value={overall}
                    size="xl"
                    radius="xl"
                    style={{ flex: 1 }}
                    color={overall >= 80 ? 'teal.9' : 'indigo'}
                    aria-label={t('progress.overallLabel', { name })}
                  />
                  <Text fw={700} size="lg" aria-hidden>
                    {percentText(overall, language)}
                  </Text>
                </Group>
              </Group>
            </Card>
            {data.needs_help.length > 0 ? (
              <NeedsHelpAlert lessons={data.needs_help} name={name} />
            ) : null}
            {data.subjects.map((subject) => (
              <SubjectSection
                key={subject.id}
                subject={subject}
                table={table}
                onHardest={setHardestTopic}
              />
            ))}
          </>
        )
      ) : null}
      {studentId !== null ? (
        <HardestQuestionsModal
          topic={hardestTopic}
          studentId={studentId}
          studentName={name}
          fileOwner={fileOwner}
          onClose={() => setHardestTopic(null)}
        />
      ) : null}
    </Stack>
  );
}
