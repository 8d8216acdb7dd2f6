import type { Cluster, Subject } from '@aula/shared';
import { LOCK, lessonsLeftBeforeTest } from '@aula/shared';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleDashed,
  IconClipboardCheck,
  IconClipboardList,
  IconLock,
  IconMapQuestion,
  IconProgress,
  IconStack2,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagePanel } from '../../../components/ui/message-panel';
import { QueryError } from '../../../components/ui/query-error';
import { lessonPath, testPath } from '../../../lib/catalogue-paths';
import { useClusters } from '../../../lib/clusters-query';
import { findGrade, useLevels } from '../../../lib/levels-query';
import { useSubject } from '../api/get-subject';
import { useRouteIds } from '../../../lib/route-ids';
import { SubjectBadge, SubjectIcon } from '../subject-visuals';
import classes from './catalogue.module.css';
import { LabelledProgress } from './labelled-progress';
import { LessonStateIcon, lessonDisplayState } from './lesson-state-icon';

interface Place {
  gradeId: number;
  levelId: number;
  subjectId: number;
}

/**
 * The subject's picture, name, description and progress. Beside the name, the grade it belongs
 * to: its abbreviation there only said the name again ("Math" by "Math").
 */
function SubjectHeader({
  subject,
  gradeName,
}: {
  subject: Subject | undefined;
  gradeName: string | undefined;
}) {
  const { t } = useTranslation('catalogue');
  if (!subject) {
    return (
      <Paper radius="lg" p="lg" mb="lg" withBorder role="status" aria-live="polite">
        <VisuallyHidden>{t('subject.loading')}</VisuallyHidden>
        <Group gap="lg" wrap="nowrap" aria-hidden>
          <Skeleton circle height={72} />
          <Stack gap="xs" style={{ flex: 1 }}>
            <Skeleton height={28} width="40%" />
            <Skeleton height={14} width="70%" />
            <Skeleton height={12} radius="xl" />
          </Stack>
        </Group>
      </Paper>
    );
  }
  return (
    <Paper radius="lg" p="lg" mb="lg" withBorder>
      <Group gap="lg" wrap="nowrap" align="flex-start">
        <SubjectIcon abbreviation={subject.abbreviation} size={72} />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Group gap="sm">
            <Title order={1} size="h2">
              {subject.name}
            </Title>
            {gradeName ? (
              <SubjectBadge abbreviation={subject.abbreviation} label={gradeName} />
            ) : null}
          </Group>
          {subject.description ? <Text c="dimmed">{subject.description}</Text> : null}
          <LabelledProgress percent={subject.progress_percent} name={subject.name} />
        </Stack>
      </Group>
    </Paper>
  );
}

function Count({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm">{children}</Text>
    </Group>
  );
}

function ClusterBadges({ cluster }: { cluster: Cluster }) {
  const { t } = useTranslation('catalogue');
  return (
    <Group gap="xs">
      {cluster.is_locked === LOCK.locked ? (
        <Badge
          color="gray.8"
          variant="filled"
          tt="none"
          leftSection={<IconLock size={14} aria-hidden />}
        >
          {t('subject.cluster.locked')}
        </Badge>
      ) : null}
      {cluster.is_locked === LOCK.completed ? (
        <Badge
          color="teal.9"
          variant="light"
          tt="none"
          leftSection={<IconCircleCheck size={14} aria-hidden />}
        >
          {t('subject.cluster.completed')}
        </Badge>
      ) : null}
      {cluster.test_performed ? (
        <Badge
          color="grape.9"
          variant="light"
          tt="none"
          leftSection={<IconClipboardCheck size={14} aria-hidden />}
        >
          {t('subject.cluster.testPerformed')}
        </Badge>
      ) : null}
    </Group>
  );
}

/**
 * The cluster's test: offered once the cluster is open and its lessons are completed. Until
 * then the button stays disabled and says how many lessons are left, a retake too (the server
 * refuses any test of a topic with lessons to complete, 409 test_not_open).
 */
function ClusterTestLink({
  cluster,
  place,
  open,
}: {
  cluster: Cluster;
  place: Place;
  open: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const reasonId = useId();
  if (!open) {
    return (
      <Button variant="default" disabled leftSection={<IconLock size={18} aria-hidden />}>
        {t('subject.cluster.takeTest')}
      </Button>
    );
  }
  const to = testPath(place.gradeId, place.levelId, place.subjectId, cluster.id);
  const lessonsLeft = lessonsLeftBeforeTest(cluster);
  const label = cluster.test_performed
    ? t('subject.cluster.retakeTest')
    : t('subject.cluster.takeTest');
  const taken = cluster.test_performed ? (
    <Count icon={<IconClipboardCheck size={18} aria-hidden color="var(--mantine-color-grape-9)" />}>
      {t('subject.cluster.testTaken')}
    </Count>
  ) : null;
  if (lessonsLeft > 0) {
    return (
      <Group gap="sm">
        {taken}
        <Button
          variant="default"
          disabled
          aria-describedby={reasonId}
          leftSection={<IconLock size={18} aria-hidden />}
        >
          {label}
        </Button>
        <Text id={reasonId} size="sm" c="dimmed">
          {t('subject.cluster.testAfterLessons', { count: lessonsLeft })}
        </Text>
      </Group>
    );
  }
  if (cluster.test_performed) {
    return (
      <Group gap="sm">
        {taken}
        <Button component={Link} to={to} variant="default">
          {label}
        </Button>
      </Group>
    );
  }
  return (
    <Button component={Link} to={to} leftSection={<IconClipboardList size={18} aria-hidden />}>
      {label}
    </Button>
  );
}

function ClusterCard({ cluster, place }: { cluster: Cluster; place: Place }) {
  const { t } = useTranslation('catalogue');
  const titleId = useId();
  const locked = cluster.is_locked === LOCK.locked;
  const open = !locked;
  const lessons = [...cluster.lessons].sort((a, b) => a.position - b.position);

  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      padding="lg"
      className={open ? undefined : classes.locked}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap">
            {locked ? <IconLock size={24} aria-hidden color="var(--mantine-color-gray-7)" /> : null}
            <Title order={2} size="h4" id={titleId}>
              {cluster.title}
            </Title>
          </Group>
          <ClusterBadges cluster={cluster} />
        </Group>
        {cluster.description ? <Text c="dimmed">{cluster.description}</Text> : null}
        {locked ? <Text size="sm">{t('subject.cluster.lockedText')}</Text> : null}
        <LabelledProgress percent={cluster.progress_percent} name={cluster.title} size="md" />
        <Group gap="lg">
          <Count
            icon={<IconCircleCheck size={18} aria-hidden color="var(--mantine-color-teal-8)" />}
          >
            {t('subject.counts.completed', {
              completed: cluster.completed_lessons,
              total: cluster.total_lessons,
            })}
          </Count>
          <Count
            icon={<IconProgress size={18} aria-hidden color="var(--mantine-color-orange-9)" />}
          >
            {t('subject.counts.inProgress', { count: cluster.in_progress })}
          </Count>
          <Count
            icon={<IconCircleDashed size={18} aria-hidden color="var(--mantine-color-indigo-8)" />}
          >
            {t('subject.counts.notStarted', { count: cluster.not_started })}
          </Count>
        </Group>
        {lessons.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('subject.noLessons')}
          </Text>
        ) : (
          <Stack
            component="ul"
            gap={6}
            className={classes.lessonList}
            aria-label={t('subject.lessons', { title: cluster.title })}
          >
            {lessons.map((lesson) => {
              const state = lessonDisplayState(lesson, open);
              return (
                <Group component="li" key={lesson.id} gap="sm" wrap="nowrap">
                  <LessonStateIcon state={state} />
                  {state === 'locked' ? (
                    <Text c="dimmed">{lesson.title}</Text>
                  ) : (
                    <Anchor
                      component={Link}
                      to={lessonPath(
                        place.gradeId,
                        place.levelId,
                        place.subjectId,
                        cluster.id,
                        lesson.id,
                      )}
                      className={classes.lessonLink}
                    >
                      {lesson.title}
                    </Anchor>
                  )}
                </Group>
              );
            })}
          </Stack>
        )}
        <Group justify="flex-end">
          <ClusterTestLink cluster={cluster} place={place} open={open} />
        </Group>
      </Stack>
    </Card>
  );
}

function ClustersSkeleton() {
  const { t } = useTranslation('catalogue');
  return (
    <Stack gap="md" role="status" aria-live="polite">
      <VisuallyHidden>{t('subject.clustersLoading')}</VisuallyHidden>
      {[0, 1].map((index) => (
        <Card key={index} withBorder radius="lg" padding="lg" aria-hidden>
          <Stack gap="sm">
            <Skeleton height={22} width="45%" />
            <Skeleton height={14} width="80%" />
            <Skeleton height={10} radius="xl" />
            <Skeleton height={14} width="60%" />
            <Skeleton height={14} width="50%" />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * A subject's clusters (/level/grade/:gradeId/:level/subject/:subjectId). The subject itself is
 * loaded only when it is not the current one; the clusters are always loaded, for live state.
 */
export function SubjectScreen() {
  const { t } = useTranslation('catalogue');
  const { gradeId, levelId, subjectId } = useRouteIds();
  const subject = useSubject(subjectId);
  const clusters = useClusters(subjectId);
  const levels = useLevels();
  const gradeName = gradeId === null ? undefined : findGrade(levels.data, gradeId)?.grade.name;

  if (gradeId === null || levelId === null || subjectId === null) {
    return (
      <MessagePanel icon={<IconMapQuestion size={48} />} title={t('subject.noClusters.title')} />
    );
  }
  const place = { gradeId, levelId, subjectId };

  return (
    <Stack gap={0}>
      {subject.error ? (
        <QueryError error={subject.error} onRetry={subject.refetch} />
      ) : (
        <SubjectHeader subject={subject.subject} gradeName={gradeName} />
      )}
      {clusters.isPending ? <ClustersSkeleton /> : null}
      {clusters.isError ? (
        <QueryError error={clusters.error} onRetry={() => void clusters.refetch()} />
      ) : null}
      {clusters.isSuccess && clusters.data.items.length === 0 ? (
        <Card withBorder radius="lg" padding="lg">
          <MessagePanel
            icon={<IconStack2 size={48} stroke={1.5} />}
            title={t('subject.noClusters.title')}
            headingOrder={2}
          >
            {t('subject.noClusters.text')}
          </MessagePanel>
        </Card>
      ) : null}
      {clusters.isSuccess && clusters.data.items.length > 0 ? (
        <Stack gap="md">
          {[...clusters.data.items]
            .sort((a, b) => a.position - b.position)
            .map((cluster) => (
              <ClusterCard key={cluster.id} cluster={cluster} place={place} />
            ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
