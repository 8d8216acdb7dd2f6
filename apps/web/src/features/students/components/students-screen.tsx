import type { User } from '@aula/shared';
import {
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconMoodKid } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AvatarPicture } from '../../../components/ui/avatar-picture';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { MessagePanel } from '../../../components/ui/message-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { useStudents } from '../api/get-students';

const SKELETON_ROWS = 4;

function StudentsTable({ students }: { students: User[] }) {
  const { t } = useTranslation(['students', 'common']);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.name')}</Table.Th>
            <Table.Th scope="col">{t('columns.username')}</Table.Th>
            <Table.Th scope="col">{t('columns.grade')}</Table.Th>
            <Table.Th scope="col">{t('columns.school')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((student) => (
            <Table.Tr key={student.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <AvatarPicture avatar={student.avatar} size={32} decorative />
                  <Text fw={500}>{`${student.firstname} ${student.lastname}`}</Text>
                </Group>
              </Table.Td>
              <Table.Td>{student.username}</Table.Td>
              <Table.Td>
                {student.grade_id !== null ? (
                  <Badge variant="light" color="indigo" tt="none">
                    {t('common:grade', { grade: student.grade_id })}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>{student.name_of_the_school}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function StudentsSkeleton() {
  const { t } = useTranslation(['students', 'common']);
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <Group key={row} gap="sm" wrap="nowrap" aria-hidden>
          <Skeleton circle height={32} />
          <Skeleton height={16} width="30%" />
          <Skeleton height={16} width="20%" />
          <Skeleton height={16} width="10%" />
          <Skeleton height={16} width="25%" />
        </Group>
      ))}
    </Stack>
  );
}

export function StudentsScreen() {
  const { t } = useTranslation(['students', 'common']);
  const students = useStudents();

  return (
    <Stack gap={0}>
      <PageHeader title={t('heading')} intro={t('intro')} />
      <Card withBorder radius="lg" padding="lg">
        {students.isPending ? <StudentsSkeleton /> : null}
        {students.isError ? (
          <ErrorAlert>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{students.error.message}</Text>
              <Button size="xs" variant="white" onClick={() => void students.refetch()}>
                {t('common:errors.retry')}
              </Button>
            </Stack>
          </ErrorAlert>
        ) : null}
        {students.isSuccess && students.data.items.length === 0 ? (
          <MessagePanel
            icon={<IconMoodKid size={56} stroke={1.5} />}
            title={t('empty.title')}
            headingOrder={2}
          >
            {t('empty.text')}
          </MessagePanel>
        ) : null}
        {students.isSuccess && students.data.items.length > 0 ? (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('total', { count: students.data.total })}
            </Text>
            <StudentsTable students={students.data.items} />
          </Stack>
        ) : null}
      </Card>
    </Stack>
  );
}
