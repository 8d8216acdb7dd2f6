import type { Answer } from '@aula/shared';
import { Alert, Card, Group, Stack, Title } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { QueryError } from '../../../components/ui/query-error';
import { isApiError } from '../../../lib/api-client';
import { StudentReadAloud } from '../../../lib/read-aloud';
import { testPath, testResultsPath } from '../../../lib/catalogue-paths';
import type { TestAnswer } from '../api/answer-test';
import { useAnswerTest } from '../api/answer-test';
import { useTest } from '../api/get-test';
import { useRouteIds } from '../../../lib/route-ids';
import { useAttemptId } from '../params';
import { AnswerForm } from '../../../components/questions/answer-form';
import { AttemptNotFound } from './attempt-not-found';
import { AttemptProgress } from './attempt-progress';
import { AttemptSkeleton } from './attempt-skeleton';
import { QuestionCountdown } from './question-countdown';

/**
 * A test in progress (…/test/test-student?test=<id>): the one question the server says is
 * current, with its countdown when the tutor set a time. Nothing says whether an answer was
 * right until the results. When the time runs out the question is sent unanswered
 * (`answer: null`); an answer that arrives too late (409 deadline_passed) was already recorded
 * as timed out, so the test is read again and goes on.
 */
function TestQuestionScreenBody() {
  const { t } = useTranslation('assessments');
  const { gradeId, levelId, subjectId, clusterId } = useRouteIds();
  const testId = useAttemptId('test');
  const test = useTest(testId);
  const answering = useAnswerTest(testId ?? 0);
  /** The question whose time ran out, said above the next one. */
  const [timedOut, setTimedOut] = useState<number | null>(null);

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
  const notFound = (
    <AttemptNotFound
      title={t('test.notFound.title')}
      text={t('test.notFound.text')}
      to={testPath(gradeId, levelId, subjectId, clusterId)}
      action={t('test.notFound.start')}
    />
  );

  if (testId === null) return notFound;
  if (test.isPending) return <AttemptSkeleton label={t('test.loading')} />;
  if (test.isError) {
    if (isApiError(test.error) && test.error.status === 404) return notFound;
    return <QueryError error={test.error} onRetry={() => void test.refetch()} />;
  }

  const data = test.data;
  const current = data.current;
  if (data.status === 'finished' || !current) {
    return (
      <Navigate to={testResultsPath(gradeId, levelId, subjectId, clusterId, data.id)} replace />
    );
  }
  // The server's clock decides; the device's may be off, so only the time left is taken from it.
  const deadlineMs =
    current.deadline_at === null
      ? null
      : test.dataUpdatedAt + Date.parse(current.deadline_at) - Date.parse(data.server_time);

  const send = (answer: TestAnswer['answer']) => {
    const position = current.position;
    answering.mutate(
      { position, answer },
      {
        onSuccess: () => setTimedOut(answer === null ? position : null),
        onError: (error) => {
          if (!isApiError(error) || error.status !== 409) return;
          // Too late, out of turn or already handed in: the server's state says where we are.
          setTimedOut(error.code === 'deadline_passed' ? position : null);
          answering.reset();
          void test.refetch();
        },
      },
    );
  };

  const expire = () => {
    if (!answering.isPending) send(null);
  };

  const isLast = current.position >= data.total;
  const refusal = answering.error && !answering.isPending ? answering.error.message : null;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('test.heading', { topic: data.cluster_title })}
      </Title>
      <Group align="center" gap="lg" wrap="nowrap">
        <AttemptProgress
          position={current.position}
          total={data.total}
          answered={data.answered_count}
        />
        {deadlineMs !== null ? (
          <QuestionCountdown
            key={`${data.id}:${current.position}`}
            deadlineMs={deadlineMs}
            totalSeconds={data.seconds_per_question}
            onExpire={expire}
          />
        ) : null}
      </Group>
      {timedOut !== null ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconClockExclamation aria-hidden />}
          role="status"
        >
          {t('test.timedOut', { position: timedOut })}
        </Alert>
      ) : null}
      <Card withBorder radius="lg" padding="lg">
        <AnswerForm
          key={`${data.id}:${current.position}`}
          item={current.item}
          submitLabel={isLast ? t('test.finish') : t('attempt.nextQuestion')}
          submitting={answering.isPending}
          serverError={refusal}
          onSubmit={(answer: Answer) => send(answer)}
          onEdit={() => {
            if (answering.error) answering.reset();
          }}
        />
      </Card>
    </Stack>
  );
}

/** The test's questions, choices and hints can be heard, as the lessons can. */
export function TestQuestionScreen() {
  return (
    <StudentReadAloud>
      <TestQuestionScreenBody />
    </StudentReadAloud>
  );
}
