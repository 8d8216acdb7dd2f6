import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPrinter, IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { AvatarPicture } from '../../../components/ui/avatar-picture';
import { MessagePanel } from '../../../components/ui/message-panel';
import { QueryError } from '../../../components/ui/query-error';
import { isApiError } from '../../../lib/api-client';
import { useVisitedViewLabel } from '../../../lib/visited-view-label';
import { useReportStudent } from '../use-report-student';
import { ReportTabs } from './report-tabs';
import classes from './reports.module.css';

function StudentNotFound() {
  const { t } = useTranslation('reports');
  return (
    <MessagePanel
      icon={<IconUserQuestion size={48} />}
      title={t('layout.notFoundTitle')}
      color="orange"
      action={
        <Button component={Link} to="/students" variant="light">
          {t('layout.back')}
        </Button>
      }
    >
      {t('layout.notFoundText')}
    </MessagePanel>
  );
}

/**
 * /students/:studentId/reports: whose reports these are, the reports as tabs, and the one open.
 * Each report loads on its own, alongside the student's details.
 */
export function ReportsLayout() {
  const { t } = useTranslation('reports');
  const { studentId, student, name } = useReportStudent();
  // Every report's tab names the child; `name` is empty until the student is loaded.
  useVisitedViewLabel(name);

  if (studentId === null || (isApiError(student.error) && student.error.status === 404)) {
    return <StudentNotFound />;
  }
  const data = student.data;

  return (
    <Stack gap="lg" className={classes.report}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" wrap="nowrap">
          {data ? (
            <AvatarPicture avatar={data.avatar} size={56} decorative />
          ) : (
            <Skeleton circle height={56} aria-hidden />
          )}
          <Stack gap={2}>
            <Title order={1} size="h2">
              {data ? t('layout.heading', { name }) : t('layout.headingLoading')}
            </Title>
            {data ? (
              <Text c="dimmed">
                {data.grade_id !== null
                  ? t('layout.gradeAndUser', { grade: data.grade_id, username: data.username })
                  : t('layout.noGradeAndUser', { username: data.username })}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Button
          variant="default"
          leftSection={<IconPrinter size={18} aria-hidden />}
          onClick={() => window.print()}
          data-print-hidden
        >
          {t('layout.print')}
        </Button>
      </Group>
      {student.isError ? (
        <QueryError error={student.error} onRetry={() => void student.refetch()} />
      ) : null}
      <ReportTabs studentId={studentId} />
      <Outlet />
    </Stack>
  );
}
