import type { Test } from '@aula/shared';
import { lessonsLeftBeforeTest } from '@aula/shared';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconDeviceGamepad2,
  IconLock,
  IconRefresh,
} from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { QueryError } from '../../../components/ui/query-error';
import { isApiError } from '../../../lib/api-client';
import { subjectPath, testPath } from '../../../lib/catalogue-paths';
import { useClusters } from '../../../lib/clusters-query';
import { translateMessage } from '../../../lib/i18n';
import { useTest } from '../api/get-test';
import { useStartTest } from '../api/start-test';
import { missedPositions, useListFormat } from '../missed-questions';
import { useRouteIds } from '../../../lib/route-ids';
import { withAttempt } from '../params';
import { AttemptNotFound } from './attempt-not-found';
import { AttemptSkeleton } from './attempt-skeleton';
import { QuestionReviewList } from '../../../components/questions/question-review-list';
import { ResultStarRow } from './result-star-row';
import { ResultVerdict } from './result-verdict';
import { TestGrade } from './test-grade';

/**
 * The test's own topic, as the subject's clusters list has it now, and the cluster after it,
 * which a pass has just opened; `pending` while the subject's clusters load (when they cannot
 * load, there is no next topic to offer and the server alone says whether a retake can start).
 */
function useTopics(test: Test | undefined) {
  const clusters = useClusters(test?.subject_id ?? null);
  if (!test) return { pending: false, own: undefined, next: undefined };
  if (!clusters.data) return { pending: clusters.isPending, own: undefined, next: undefined };
  const ordered = [...clusters.data.items].sort((a, b) => a.position - b.position);
  const index = ordered.findIndex((cluster) => cluster.id === test.cluster_id);
  return {
    pending: false,
    own: index >= 0 ? ordered[index] : undefined,
    next: index >= 0 ? ordered[index + 1] : undefined,
  };
}

/** Whether the test completed its topic, and what comes next either way. */
function Verdict({ test, nextTopic }: { test: Test; nextTopic: { title: string } | undefined }) {
  const { t } = useTranslation('assessments');
  const list = useListFormat();
  if (test.passed) {
    return (
      <ResultVerdict passed title={t('test.results.completeTitle', { topic: test.cluster_title })}>
        {nextTopic
          ? t('test.results.nextOpen', { topic: nextTopic.title })
          : t('test.results.complete')}
      </ResultVerdict>
    );
  }
  const missed = missedPositions(test.questions);
  return (
    <ResultVerdict passed={false} title={t('test.results.notYetTitle')}>
      {t('test.results.notYetText', { pass: test.pass_percent })}{' '}
      {missed.length > 0
        ? t('test.results.toReview', { count: missed.length, questions: list(missed) })
        : null}
    </ResultVerdict>
  );
}

/**
 * The result board of a finished test (…/test/results/:testId): percentage and letter grade,
 * right answers of 10, one marker per question, whether the score reached the pass mark (the
 * topic complete and the way to the next one; or the questions missed and a retake), and the
 * review of every question.
 */
export function TestResultsScreen() {
  const { t } = useTranslation('assessments');
  const navigate = useNavigate();
  const { gradeId, levelId, subjectId, clusterId, testId } = useRouteIds();
  const test = useTest(testId);
  const retake = useStartTest();
  const retakeReasonId = useId();
  const {
    pending: topicsPending,
    own: topic,
    next: nextTopic,
  } = useTopics(test.data?.status === 'finished' ? test.data : undefined);

  if (
    gradeId === null ||
    levelId === null ||
    subjectId === null ||
    clusterId === null ||
    testId === null ||
    (isApiError(test.error) && test.error.status === 404)
  ) {
    return (
      <AttemptNotFound
        title={t('test.notFound.title')}
        text={t('test.notFound.text')}
        to="/"
        action={t('attempt.home')}
      />
    );
  }
  // The next topic's button comes first, and the retake says whether it is open: drawn late,
  // they would move the others under the pointer.
  if (test.isPending || topicsPending) {
    return <AttemptSkeleton label={t('test.results.loading')} />;
  }
  if (test.isError) return <QueryError error={test.error} onRetry={() => void test.refetch()} />;

  const data = test.data;
  if (data.status !== 'finished') {
    return (
      <Navigate
        to={withAttempt(
          testPath(gradeId, levelId, subjectId, clusterId, 'test-student'),
          'test',
          data.id,
        )}
        replace
      />
    );
  }
  const toSubject = subjectPath(gradeId, levelId, subjectId);
  const passed = data.passed === true;
  // Lessons added to the topic since must be completed before a retake: the server says so
  // (409 test_not_open), in the words the test's instructions use.
  const lessonsLeft = topic ? lessonsLeftBeforeTest(topic) : 0;
  const retakeRefusal =
    topic && lessonsLeft > 0
      ? `${translateMessage('errors.testNotOpen')} ${t('test.instructions.lessons', {
          completed: topic.completed_lessons,
          total: topic.total_lessons,
        })}`
      : null;
  const takeAgain = () =>
    retake.mutate(clusterId, {
      onSuccess: (fresh) =>
        navigate(
          withAttempt(
            testPath(gradeId, levelId, subjectId, clusterId, 'test-student'),
            'test',
            fresh.id,
          ),
        ),
    });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('test.results.heading')}
        </Title>
        <Text c="dimmed">{t('test.results.topic', { topic: data.cluster_title })}</Text>
      </Stack>

      <Card withBorder radius="lg" padding="lg">
        <Stack gap="lg" align="center">
          <TestGrade test={data} />
          <ResultStarRow questions={data.questions} size={40} />
        </Stack>
      </Card>

      <Verdict test={data} nextTopic={nextTopic} />

      {retake.error ? <ErrorAlert>{retake.error.message}</ErrorAlert> : null}
      {!passed && retakeRefusal ? (
        <Text id={retakeReasonId} c="dimmed">
          {retakeRefusal}
        </Text>
      ) : null}
      <Group gap="sm">
        {passed && nextTopic ? (
          <Button
            component={Link}
            to={toSubject}
            size="md"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {t('test.results.nextTopic')}
          </Button>
        ) : null}
        {passed ? null : (
          <Button
            size="md"
            onClick={takeAgain}
            loading={retake.isPending}
            disabled={retakeRefusal !== null}
            aria-describedby={retakeRefusal ? retakeReasonId : undefined}
            leftSection={
              retakeRefusal ? (
                <IconLock size={18} aria-hidden />
              ) : (
                <IconRefresh size={18} aria-hidden />
              )
            }
          >
            {t('test.results.retake')}
          </Button>
        )}
        <Button
          component={Link}
          to={toSubject}
          variant={passed && !nextTopic ? 'filled' : 'default'}
          size="md"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          {t('attempt.backToSubject')}
        </Button>
        <Button
          component={Link}
          to={testPath(gradeId, levelId, subjectId, clusterId, 'games')}
          variant="light"
          size="md"
          leftSection={<IconDeviceGamepad2 size={18} aria-hidden />}
        >
          {t('test.results.playGame')}
        </Button>
      </Group>

      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('review.heading')}
        </Title>
        <QuestionReviewList questions={data.questions} />
      </Stack>
    </Stack>
  );
}
