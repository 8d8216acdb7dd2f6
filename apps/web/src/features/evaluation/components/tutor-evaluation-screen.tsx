import type { EvaluationDetail } from '@aula/shared';
import {
  Alert,
  Box,
  Button,
  Card,
  Group,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconHourglass, IconPrinter, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryError } from '../../../components/ui/query-error';
import { isApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { toId } from '../../../lib/route-ids';
import { useVisitedViewLabel } from '../../../lib/visited-view-label';
import { useEvaluationToFollow } from '../api/get-evaluation';
import { formatDay } from '../../../lib/format';
import { EvaluationStatusBadge } from './evaluation-badges';
import { EvaluationComparison } from './evaluation-comparison';
import { EvaluationNotFound } from './evaluation-not-found';
import classes from './evaluation-print.module.css';
import { EvaluationReview } from './evaluation-review';
import { ScreenSkeleton } from './screen-skeleton';
import { useScoreText } from './score-text';
import { SubjectResultsTable } from './subject-results-table';
import { lazyDialog } from '../../../components/ui/lazy-dialog';
import { LabelledCell, ResponsiveTable } from '../../../components/ui/responsive-table';

const DeleteEvaluationModal = lazyDialog(
  () => import('./delete-evaluation-modal').then((module) => module.DeleteEvaluationModal),
  ({ evaluation }) => evaluation !== null,
);

/** Who must take it and how, and how far they got, subject by subject. */
function ProgressCard({ evaluation }: { evaluation: EvaluationDetail }) {
  const { t } = useTranslation('evaluation');
  const name = evaluation.student_name;
  const waiting = evaluation.status === 'assigned';
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Alert
          color="indigo"
          variant="light"
          icon={<IconHourglass aria-hidden />}
          title={
            waiting ? t('detail.waitingTitle', { name }) : t('detail.inProgressTitle', { name })
          }
        >
          {t('detail.howToTake', { name })}
        </Alert>
        <Stack gap={6}>
          <Text fw={700}>
            {t('detail.progress', { answered: evaluation.answered, total: evaluation.total })}
          </Text>
          <Progress
            value={evaluation.total > 0 ? (evaluation.answered / evaluation.total) * 100 : 0}
            size="lg"
            radius="xl"
            aria-label={t('detail.progress', {
              answered: evaluation.answered,
              total: evaluation.total,
            })}
          />
        </Stack>
        <ResponsiveTable verticalSpacing="xs" aria-label={t('detail.subjectsLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('results.columns.subject')}</Table.Th>
              <Table.Th scope="col">{t('detail.answeredColumn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {evaluation.subjects.map((subject) => (
              <Table.Tr key={subject.subject_id}>
                <LabelledCell label={t('results.columns.subject')} rowHeader fw={400}>
                  {t('form.subjectOption', {
                    name: subject.subject_name,
                    abbreviation: subject.abbreviation,
                  })}
                </LabelledCell>
                <LabelledCell label={t('detail.answeredColumn')}>
                  {t('results.correct', { correct: subject.answered, total: subject.total })}
                </LabelledCell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      </Stack>
    </Card>
  );
}

/** A finished evaluation: results per subject, the comparison and every question's review. */
function FinishedResults({ evaluation }: { evaluation: EvaluationDetail }) {
  const { t } = useTranslation('evaluation');
  const score = useScoreText();
  const name = evaluation.student_name;
  return (
    <Stack gap="lg">
      <Card
        withBorder
        radius="lg"
        padding="lg"
        component="section"
        aria-label={t('results.heading')}
      >
        <Stack gap="md">
          <Group justify="space-between" align="baseline">
            <Title order={2} size="h3">
              {t('results.heading')}
            </Title>
            {evaluation.percentage !== null ? (
              <Text fz="xl" fw={800} c="indigo.9">
                {t('results.overallScore', {
                  score: score(evaluation.percentage, evaluation.letter_grade),
                })}
              </Text>
            ) : null}
          </Group>
          <SubjectResultsTable evaluation={evaluation} label={t('results.tableLabel', { name })} />
        </Stack>
      </Card>

      <Card
        withBorder
        radius="lg"
        padding="lg"
        component="section"
        aria-label={t('compare.heading')}
      >
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('compare.heading')}
          </Title>
          {evaluation.previous.length > 0 ? (
            <EvaluationComparison evaluation={evaluation} />
          ) : (
            <Text c="dimmed">{t('compare.first', { name })}</Text>
          )}
        </Stack>
      </Card>

      <Box component="section" aria-label={t('review.heading')}>
        <Title order={2} size="h3" mb="sm">
          {t('review.heading')}
        </Title>
        <EvaluationReview evaluation={evaluation} />
      </Box>
    </Stack>
  );
}

/**
 * The tutor's /evaluation/:evaluationId. While the student has not finished: who must take it
 * and how, and the progress (followed as it happens). Once finished: the results per subject,
 * the comparison with the student's earlier evaluations and the review of every question, with
 * a Print button.
 */
export function TutorEvaluationScreen() {
  const { t } = useTranslation('evaluation');
  const language = useLanguage();
  const navigate = useNavigate();
  const evaluationId = toId(useParams().evaluationId);
  const evaluation = useEvaluationToFollow(evaluationId);
  const [deleting, setDeleting] = useState(false);
  useVisitedViewLabel(evaluation.data?.student_name);

  const notFound = (
    <EvaluationNotFound
      title={t('detail.notFound.title')}
      text={t('detail.notFound.text')}
      to="/evaluation"
      action={t('detail.backToList')}
    />
  );
  if (evaluationId === null) return notFound;
  if (evaluation.isPending) return <ScreenSkeleton label={t('detail.loading')} />;
  if (evaluation.isError) {
    if (isApiError(evaluation.error) && evaluation.error.status === 404) return notFound;
    return <QueryError error={evaluation.error} onRetry={() => void evaluation.refetch()} />;
  }

  const data = evaluation.data;
  const finished = data.status === 'finished';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('detail.heading', { name: data.student_name })}
          </Title>
          <Group gap="sm">
            <Text c="dimmed">
              {t('detail.summary', {
                grade: data.grade_name,
                type: t(`type.${data.type}`),
                date: formatDay(data.created_at, language),
              })}
            </Text>
            <EvaluationStatusBadge evaluation={data} />
          </Group>
          {finished && data.finished_at ? (
            <Text size="sm" c="dimmed">
              {t('detail.finishedOn', { date: formatDay(data.finished_at, language) })}
            </Text>
          ) : null}
        </Stack>
        <Group gap="sm" className={classes.screenOnly}>
          <Button
            component={Link}
            to="/evaluation"
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            {t('detail.backToList')}
          </Button>
          {finished ? (
            <Button
              variant="light"
              leftSection={<IconPrinter size={18} aria-hidden />}
              onClick={() => window.print()}
            >
              {t('detail.print')}
            </Button>
          ) : (
            <Button
              variant="light"
              color="red.9"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => setDeleting(true)}
            >
              {t('detail.delete')}
            </Button>
          )}
        </Group>
      </Group>

      {finished ? <FinishedResults evaluation={data} /> : <ProgressCard evaluation={data} />}

      <DeleteEvaluationModal
        evaluation={deleting ? data : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate('/evaluation')}
      />
    </Stack>
  );
}
