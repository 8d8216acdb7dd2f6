import type { Cluster, TestSettings } from '@aula/shared';
import { lessonsLeftBeforeTest, LOCK, QUESTIONS_PER_TEST } from '@aula/shared';
import { Button, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconBook,
  IconClipboardCheck,
  IconClock,
  IconListNumbers,
  IconLock,
  IconMoodEmpty,
  IconPlayerPlay,
  IconStairsUp,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { MessagePanel } from '../../../components/ui/message-panel';
import { QueryError } from '../../../components/ui/query-error';
import { isApiError } from '../../../lib/api-client';
import { subjectPath, testPath } from '../../../lib/catalogue-paths';
import { translateMessage } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { useCluster } from '../api/get-cluster';
import { useTestSettings } from '../api/get-test-settings';
import { useStartTest } from '../api/start-test';
import { useRouteIds } from '../../../lib/route-ids';
import { withAttempt } from '../params';
import { timePerQuestionText } from '../time-per-question';
import { AttemptNotFound } from './attempt-not-found';
import { AttemptSkeleton } from './attempt-skeleton';
import type { Instruction } from './instruction-list';
import { InstructionList } from './instruction-list';

/**
 * Why the test cannot start, before asking the server: the tutor turned tests or the cluster
 * off, the cluster is still locked, or some of its lessons are not completed yet. The words
 * are the server's own (shared catalogue).
 */
function refusalBeforeStart(
  cluster: Cluster,
  settings: TestSettings,
  lessonsCompleted: string,
): string | null {
  if (!settings.tests_enabled) return translateMessage('errors.testsDisabled');
  if (!cluster.enabled) return translateMessage('errors.clusterDisabled');
  if (cluster.is_locked === LOCK.locked) return translateMessage('errors.clusterLocked');
  if (lessonsLeftBeforeTest(cluster) > 0)
    return `${translateMessage('errors.testNotOpen')} ${lessonsCompleted}`;
  return null;
}

/**
 * Before a cluster's test (…/cluster/:clusterId/test/instructions): the number of questions, the
 * time per question the tutor set (POST /get_settings_tests), the lessons completed, and the
 * score that completes the topic and opens the next. Start begins the test (POST /tests); it
 * opens once every lesson of the topic is completed.
 */
export function TestInstructionsScreen() {
  const { t } = useTranslation('assessments');
  const navigate = useNavigate();
  const { gradeId, levelId, subjectId, clusterId } = useRouteIds();
  const user = useCurrentUser();
  const cluster = useCluster(clusterId, subjectId);
  const settings = useTestSettings(user?.id ?? null);
  const start = useStartTest();

  if (gradeId === null || levelId === null || subjectId === null || clusterId === null) {
    return (
      <AttemptNotFound
        title={t('test.notFound.title')}
        text={t('test.notFound.text')}
        to="/"
        action={t('attempt.home')}
      />
    );
  }

  const backToSubject = (
    <Button
      component={Link}
      to={subjectPath(gradeId, levelId, subjectId)}
      variant="default"
      leftSection={<IconArrowLeft size={18} aria-hidden />}
    >
      {t('attempt.backToSubject')}
    </Button>
  );

  const begin = () => {
    start.mutate(clusterId, {
      onSuccess: (test) =>
        navigate(
          withAttempt(
            testPath(gradeId, levelId, subjectId, clusterId, 'test-student'),
            'test',
            test.id,
          ),
        ),
    });
  };

  function body() {
    if (cluster.isError) {
      return <QueryError error={cluster.error} onRetry={() => void cluster.refetch()} />;
    }
    if (settings.isError) {
      return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
    }
    if (!cluster.data || !settings.data)
      return <AttemptSkeleton label={t('test.instructions.loading')} card={false} />;

    const refusal = isApiError(start.error) ? start.error : null;
    if (refusal?.status === 422) {
      return (
        <MessagePanel
          icon={<IconMoodEmpty size={48} />}
          title={t('test.instructions.emptyTitle')}
          headingOrder={2}
          action={backToSubject}
        >
          {refusal.message}
        </MessagePanel>
      );
    }
    const lessonsCompleted = t('test.instructions.lessons', {
      completed: cluster.data.completed_lessons,
      total: cluster.data.total_lessons,
    });
    const blocked =
      refusalBeforeStart(cluster.data, settings.data, lessonsCompleted) ??
      (refusal?.status === 403 || refusal?.status === 409 ? refusal.message : null);
    if (blocked) {
      return (
        <MessagePanel
          icon={<IconLock size={48} />}
          title={t('test.instructions.blockedTitle')}
          headingOrder={2}
          action={backToSubject}
        >
          {blocked}
        </MessagePanel>
      );
    }

    const facts: Instruction[] = [
      {
        icon: <IconListNumbers size={20} />,
        text: t('test.instructions.questions', { questions: QUESTIONS_PER_TEST }),
      },
      {
        icon: <IconClock size={20} />,
        text: timePerQuestionText(settings.data.seconds_per_question, t),
      },
      { icon: <IconBook size={20} />, text: lessonsCompleted },
      {
        icon: <IconStairsUp size={20} />,
        text:
          settings.data.pass_percent === 0
            ? t('test.instructions.completesAny')
            : t('test.instructions.completes', { pass: settings.data.pass_percent }),
      },
    ];
    if (cluster.data.test_performed) {
      facts.push({
        icon: <IconClipboardCheck size={20} />,
        text: t('test.instructions.takenBefore'),
      });
    }
    return (
      <Stack gap="lg">
        <InstructionList items={facts} />
        {start.error ? <ErrorAlert>{start.error.message}</ErrorAlert> : null}
        <Group justify="flex-end" gap="md">
          {backToSubject}
          <Button
            size="lg"
            onClick={begin}
            loading={start.isPending}
            leftSection={<IconPlayerPlay size={20} aria-hidden />}
          >
            {t('test.instructions.start')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {cluster.data ? (
        <Title order={1} size="h2">
          {t('test.heading', { topic: cluster.data.title })}
        </Title>
      ) : cluster.isPending ? (
        <Skeleton height={32} width={320} aria-hidden />
      ) : (
        <Title order={1} size="h2">
          {t('test.headingGeneric')}
        </Title>
      )}
      <Card withBorder radius="lg" padding="lg">
        {body()}
      </Card>
    </Stack>
  );
}
