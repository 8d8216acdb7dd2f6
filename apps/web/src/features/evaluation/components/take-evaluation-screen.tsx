import type { Answer, EvaluationDetail } from '@aula/shared';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconConfetti } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AnswerForm } from '../../../components/questions/answer-form';
import { QueryError } from '../../../components/ui/query-error';
import { isApiError } from '../../../lib/api-client';
import { StudentReadAloud } from '../../../lib/read-aloud';
import { toId } from '../../../lib/route-ids';
import { useAnswerEvaluation } from '../api/answer-evaluation';
import { useEvaluationToTake } from '../api/get-evaluation';
import { EvaluationNotFound } from './evaluation-not-found';
import { ScreenSkeleton } from './screen-skeleton';
import { usePercentText, useScoreText } from './score-text';

/** The end: how it went in each subject and overall, and the way home. */
function StudentResults({ evaluation }: { evaluation: EvaluationDetail }) {
  const { t } = useTranslation('evaluation');
  const score = useScoreText();
  const percent = usePercentText();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('take.results.heading')}
      </Title>
      <Alert
        color="teal"
        variant="light"
        radius="lg"
        icon={<IconConfetti aria-hidden />}
        title={t('take.results.done')}
      >
        {evaluation.percentage !== null
          ? t('take.results.overall', {
              score: score(evaluation.percentage, evaluation.letter_grade),
            })
          : null}
      </Alert>
      <Card withBorder radius="lg" padding="lg">
        <Table verticalSpacing="sm" aria-label={t('take.results.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('results.columns.subject')}</Table.Th>
              <Table.Th scope="col">{t('take.results.correctColumn')}</Table.Th>
              <Table.Th scope="col">{t('results.columns.percentage')}</Table.Th>
              <Table.Th scope="col">{t('results.columns.grade')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {evaluation.subjects.map((subject) => (
              <Table.Tr key={subject.subject_id}>
                <Table.Th scope="row" fw={600}>
                  {subject.subject_name}
                </Table.Th>
                <Table.Td>
                  {t('results.correct', { correct: subject.correct, total: subject.total })}
                </Table.Td>
                <Table.Td fw={700}>
                  {subject.percentage === null ? '—' : percent(subject.percentage)}
                </Table.Td>
                <Table.Td>
                  <Badge size="lg" variant="light" color="indigo.9" tt="none">
                    {subject.letter_grade ?? '—'}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      <Group>
        <Button
          component={Link}
          to="/"
          size="md"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          {t('take.results.home')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The student's /evaluation/:evaluationId: the one question the server says is current, with
 * its subject, "Question 3 of 10" and a bar of the questions answered. Nothing says whether an
 * answer was right (it is an evaluation); the results come at the end. A reload resumes at the
 * server's current question.
 */
function TakeEvaluationScreenBody() {
  const { t } = useTranslation('evaluation');
  const evaluationId = toId(useParams().evaluationId);
  const evaluation = useEvaluationToTake(evaluationId);
  const answering = useAnswerEvaluation(evaluationId ?? 0);

  const notFound = (
    <EvaluationNotFound
      title={t('take.notFound.title')}
      text={t('take.notFound.text')}
      to="/"
      action={t('take.results.home')}
    />
  );
  if (evaluationId === null) return notFound;
  if (evaluation.isPending) return <ScreenSkeleton label={t('take.loading')} />;
  if (evaluation.isError) {
    if (isApiError(evaluation.error) && evaluation.error.status === 404) return notFound;
    return <QueryError error={evaluation.error} onRetry={() => void evaluation.refetch()} />;
  }

  const data = evaluation.data;
  if (data.status === 'finished') return <StudentResults evaluation={data} />;
  const current = data.current;
  if (!current) {
    // Not finished, yet nothing to answer: only a stale copy can say so; ask the server again.
    return (
      <QueryError error={new Error(t('take.lost'))} onRetry={() => void evaluation.refetch()} />
    );
  }

  const subject = data.subjects.find((candidate) => candidate.subject_id === current.subject_id);
  const isLast = current.position >= data.total;
  const refusal = answering.error && !answering.isPending ? answering.error.message : null;

  const send = (answer: Answer) => {
    answering.mutate(
      { position: current.position, answer },
      {
        onError: (error) => {
          if (!isApiError(error) || error.status !== 409) return;
          // Answered in another window, or already finished: the server's state says where we are.
          answering.reset();
          void evaluation.refetch();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('take.heading')}
        </Title>
        <Text c="dimmed">{t('take.intro')}</Text>
      </Stack>
      <Stack gap={6}>
        <Group justify="space-between" gap="sm">
          <Text fw={700} size="lg">
            {t('take.progress', { position: current.position, total: data.total })}
          </Text>
          {subject ? (
            <Badge size="lg" variant="light" color="indigo.9" tt="none">
              {t('take.subject', { name: subject.subject_name })}
            </Badge>
          ) : null}
        </Group>
        <Progress
          value={data.total > 0 ? (data.answered / data.total) * 100 : 0}
          size="lg"
          radius="xl"
          aria-label={t('take.answered', { answered: data.answered, total: data.total })}
        />
      </Stack>
      <Card withBorder radius="lg" padding="lg">
        <AnswerForm
          key={`${data.id}:${current.position}`}
          item={current.item}
          submitLabel={isLast ? t('take.finish') : t('take.next')}
          submitting={answering.isPending}
          serverError={refusal}
          onSubmit={send}
          onEdit={() => {
            if (answering.error) answering.reset();
          }}
        />
      </Card>
    </Stack>
  );
}

/** The evaluation's questions, choices and hints can be heard, as the lessons can. */
export function TakeEvaluationScreen() {
  return (
    <StudentReadAloud>
      <TakeEvaluationScreenBody />
    </StudentReadAloud>
  );
}
