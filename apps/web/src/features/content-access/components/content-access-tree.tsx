import type { AccessGrade, User } from '@aula/shared';
import {
  Accordion,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconBooks, IconToggleLeft, IconToggleRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessagePanel } from '../../../components/ui/message-panel';
import { QueryError } from '../../../components/ui/query-error';
import { notifyError } from '../../../lib/notify';
import { useContentAccess } from '../api/get-content-access';
import type { ClusterChange } from '../api/update-content-access';
import { useUpdateContentAccess } from '../api/update-content-access';
import { fullName } from '../../../lib/students-query';
import type { SaveState } from './save-status';
import { SaveStatus } from './save-status';
import { SubjectAccess, switchAll } from './subject-access';

function gradeClusters(grade: AccessGrade) {
  return grade.subjects.flatMap((subject) => subject.clusters);
}

/** The student's own grade first, then the others in order. */
function orderGrades(grades: AccessGrade[], ownGradeId: number | null): AccessGrade[] {
  const own = grades.filter((grade) => grade.grade_id === ownGradeId);
  return [...own, ...grades.filter((grade) => grade.grade_id !== ownGradeId)];
}

function TreeSkeleton() {
  const { t } = useTranslation('contentAccess');
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      {[0, 1, 2, 3].map((row) => (
        <Card key={row} withBorder radius="md" padding="md" aria-hidden>
          <Group justify="space-between">
            <Skeleton height={18} width="30%" />
            <Skeleton height={14} width="20%" />
          </Group>
          {row === 0 ? (
            <Stack gap="xs" mt="md">
              <Skeleton height={14} width="60%" />
              <Skeleton height={14} width="50%" />
              <Skeleton height={14} width="55%" />
            </Stack>
          ) : null}
        </Card>
      ))}
    </Stack>
  );
}

interface GradeItemProps {
  grade: AccessGrade;
  own: boolean;
  studentName: string;
  onChange: (changes: ClusterChange[]) => void;
}

function GradeControl({ grade, own }: Pick<GradeItemProps, 'grade' | 'own'>) {
  const { t } = useTranslation('contentAccess');
  const clusters = gradeClusters(grade);
  const on = clusters.filter((cluster) => cluster.enabled).length;
  return (
    <Group component="span" justify="space-between" gap="xs" pr="sm">
      <Group component="span" gap="xs">
        <Text fw={600} component="span">
          {grade.name}
        </Text>
        {own ? (
          <Badge component="span" variant="light" color="teal.9" tt="none">
            {t('studentGrade')}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed" component="span">
        {t('gradeSummary', { on, total: clusters.length })}
      </Text>
    </Group>
  );
}

function GradeTopics({ grade, studentName, onChange }: Omit<GradeItemProps, 'own'>) {
  const { t } = useTranslation('contentAccess');
  const clusters = gradeClusters(grade);
  const allOn = clusters.every((cluster) => cluster.enabled);
  const allOff = clusters.every((cluster) => !cluster.enabled);
  return (
    <Stack gap="md">
      <Group gap="sm">
        {/* Only the actions that would change something are offered. */}
        {allOn ? null : (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconToggleRight size={16} aria-hidden />}
            aria-label={t('turnAllOnLabel', { grade: grade.name })}
            onClick={() => onChange(switchAll(clusters, true))}
          >
            {t('turnAllOn')}
          </Button>
        )}
        {allOff ? null : (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconToggleLeft size={16} aria-hidden />}
            aria-label={t('turnAllOffLabel', { grade: grade.name })}
            onClick={() => onChange(switchAll(clusters, false))}
          >
            {t('turnAllOff')}
          </Button>
        )}
      </Group>
      {grade.subjects.map((subject) => (
        <SubjectAccess
          key={subject.id}
          subject={subject}
          studentName={studentName}
          onChange={onChange}
        />
      ))}
    </Stack>
  );
}

/** Grade → subject → topic, with a switch on every topic of every grade for one student. */
export function ContentAccessTree({ student }: { student: User }) {
  const { t } = useTranslation('contentAccess');
  const access = useContentAccess(student.id);
  const update = useUpdateContentAccess(student.id);
  const studentName = fullName(student);
  // null until the tutor opens or closes a grade: then the first grade (the student's) is open.
  const [chosenOpen, setOpen] = useState<string[] | null>(null);
  // A grade's switches are drawn when it is first opened: twelve grades of topics are many.
  const [visited, setVisited] = useState<Set<string>>(() => new Set());

  function change(changes: ClusterChange[]) {
    if (changes.length === 0) return;
    update.mutate(changes, {
      onError: (error) => notifyError(error.message, t('status.failedTitle')),
    });
  }

  const saveState: SaveState = update.isPending
    ? { kind: 'saving' }
    : update.isError
      ? { kind: 'failed', message: update.error.message }
      : update.isSuccess
        ? { kind: 'saved' }
        : { kind: 'idle' };

  if (access.isPending) return <TreeSkeleton />;
  if (access.isError) {
    return <QueryError error={access.error} onRetry={() => void access.refetch()} />;
  }
  const grades = orderGrades(
    access.data.grades.filter((grade) => grade.subjects.length > 0),
    student.grade_id,
  );
  const open = chosenOpen ?? [String(grades[0]?.grade_id)];
  if (grades.length === 0) {
    return (
      <MessagePanel
        icon={<IconBooks size={48} stroke={1.5} />}
        title={t('noContent.title')}
        headingOrder={2}
      >
        {t('noContent.text')}
      </MessagePanel>
    );
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} size="h4">
          {t('treeLabel', { student: studentName })}
        </Title>
        <SaveStatus state={saveState} />
      </Group>
      <Accordion
        multiple
        variant="separated"
        radius="md"
        order={3}
        value={open}
        onChange={(next) => {
          setOpen(next);
          setVisited((before) => new Set([...before, ...open, ...next]));
        }}
      >
        {grades.map((grade) => {
          const value = String(grade.grade_id);
          return (
            <Accordion.Item key={grade.grade_id} value={value}>
              <Accordion.Control>
                <GradeControl grade={grade} own={grade.grade_id === student.grade_id} />
              </Accordion.Control>
              <Accordion.Panel>
                {visited.has(value) || open.includes(value) ? (
                  <GradeTopics grade={grade} studentName={studentName} onChange={change} />
                ) : null}
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
}
