import type { StudentSummary } from '@aula/shared';
import { NEEDS_HELP_FAILED_QUIZZES } from '@aula/shared';
import { Anchor, List, Popover, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteExists } from '../../../lib/routes-context';
import { fullName } from '../../../lib/students-query';
import { NeedsHelpButton } from './needs-help-button';

interface NeedsHelpPopoverProps {
  student: StudentSummary;
}

/**
 * A student who keeps failing a lesson's quiz: a badge with an icon and words (never colour
 * alone) that opens the list of those lessons, and the way to the progress report.
 */
export function NeedsHelpPopover({ student }: NeedsHelpPopoverProps) {
  const { t } = useTranslation('students');
  const routeExists = useRouteExists();
  const name = fullName(student);
  const reportsPath = `/students/${student.id}/reports`;
  return (
    // Like the row's menu, it stays open rather than hiding when its row counts as out of view.
    <Popover width={340} position="bottom-start" withArrow shadow="md" hideDetached={false}>
      <Popover.Target>
        <NeedsHelpButton student={student} />
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text fw={700} size="sm">
            {t('row.needsHelpTitle', { name })}
          </Text>
          <Text size="sm">{t('row.needsHelpText', { min: NEEDS_HELP_FAILED_QUIZZES })}</Text>
          <List size="sm" spacing={4}>
            {student.needs_help.map((lesson) => (
              <List.Item key={lesson.lesson_id}>
                {t('row.needsHelpLesson', {
                  lesson: lesson.lesson_title,
                  topic: lesson.cluster_title,
                  subject: lesson.subject_name,
                  count: lesson.failed_quizzes,
                })}
              </List.Item>
            ))}
          </List>
          {routeExists(reportsPath) ? (
            <Anchor component={Link} to={reportsPath} size="sm" fw={600}>
              {t('row.needsHelpReports')}
            </Anchor>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
