import type { User } from '@aula/shared';
import { Button, Card, Skeleton, Stack } from '@mantine/core';
import { IconHandClick, IconMoodKid, IconUserPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MessagePanel } from '../../../components/ui/message-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { toId } from '../../../lib/route-ids';
import { useStudent } from '../../../lib/students-query';
import { useStudentChoices } from '../../../lib/student-choices';
import { ContentAccessTree } from './content-access-tree';
import { StudentPicker, StudentPickerSkeleton } from '../../../components/student-picker';

function NoStudents() {
  const { t } = useTranslation('contentAccess');
  return (
    <MessagePanel
      icon={<IconMoodKid size={56} stroke={1.5} />}
      title={t('empty.title')}
      headingOrder={2}
      action={
        <Button component={Link} to="/students/new" leftSection={<IconUserPlus size={18} />}>
          {t('empty.action')}
        </Button>
      }
    >
      {t('empty.text')}
    </MessagePanel>
  );
}

/**
 * /manage-content-by-grade?student=ID: the tutor picks a student and turns the topics of every
 * grade on or off for them. The chosen student stays in the URL, so links and reloads keep it.
 */
export function ContentAccessScreen() {
  const { t } = useTranslation('contentAccess');
  const [searchParams, setSearchParams] = useSearchParams();
  const studentId = toId(searchParams.get('student'));
  const students = useStudentChoices('');
  const listed = students.data?.items.find((student) => student.id === studentId);
  // A student beyond the first hundred is read on their own.
  const lookup = useStudent(studentId, students.isSuccess && !listed);
  const selected: User | null = listed ?? lookup.data ?? null;

  const onlyStudent =
    students.isSuccess && students.data.total === 1 ? students.data.items[0] : undefined;
  useEffect(() => {
    if (studentId === null && onlyStudent) {
      setSearchParams({ student: String(onlyStudent.id) }, { replace: true });
    }
  }, [studentId, onlyStudent, setSearchParams]);

  function choose(id: number) {
    setSearchParams({ student: String(id) });
  }

  return (
    <Stack gap={0}>
      <PageHeader title={t('heading')} intro={t('intro')} />
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg">
          {students.isPending ? <StudentPickerSkeleton /> : null}
          {students.isError ? (
            <QueryError error={students.error} onRetry={() => void students.refetch()} />
          ) : null}
          {students.isSuccess && students.data.total === 0 ? <NoStudents /> : null}
          {students.isSuccess && students.data.total > 0 ? (
            <StudentPicker
              key={selected?.id ?? 'none'}
              students={students.data.items}
              selected={selected}
              onChange={choose}
            />
          ) : null}
        </Card>
        {students.isSuccess && students.data.total > 0 && studentId === null ? (
          <MessagePanel
            icon={<IconHandClick size={48} stroke={1.5} />}
            title={t('choose.title')}
            headingOrder={2}
          >
            {t('choose.text')}
          </MessagePanel>
        ) : null}
        {studentId !== null && lookup.isError ? (
          <QueryError error={lookup.error} onRetry={() => void lookup.refetch()} />
        ) : null}
        {studentId !== null && !selected && !lookup.isError && students.isSuccess ? (
          <Skeleton height={120} radius="md" aria-hidden />
        ) : null}
        {selected ? <ContentAccessTree key={selected.id} student={selected} /> : null}
      </Stack>
    </Stack>
  );
}
