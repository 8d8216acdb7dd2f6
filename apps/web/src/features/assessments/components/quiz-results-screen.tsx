import type { Quiz } from '@aula/shared';
import { QUIZ_PASS_MARK, quizScore } from '@aula/shared';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { QueryError } from '../../../components/ui/query-error';
import { isApiError } from '../../../lib/api-client';
import { lessonPath, quizPath, subjectPath } from '../../../lib/catalogue-paths';
import { useQuiz } from '../api/get-quiz';
import { useStartQuiz } from '../api/start-quiz';
import { missedPositions, useListFormat } from '../missed-questions';
import { useAttemptId, withAttempt } from '../params';
import { AttemptNotFound } from './attempt-not-found';
import { AttemptSkeleton } from './attempt-skeleton';
import { QuestionReviewList } from '../../../components/questions/question-review-list';
import { QuizScore } from './quiz-score';
import { ResultStarRow } from './result-star-row';
import { ResultVerdict } from './result-verdict';

function Verdict({ quiz }: { quiz: Quiz }) {
  const { t } = useTranslation('assessments');
  const list = useListFormat();
  if (quiz.passed) {
    return (
      <ResultVerdict passed title={t('quiz.results.passedTitle')}>
        {quiz.next_lesson
          ? t('quiz.results.passedNext', { lesson: quiz.next_lesson.title })
          : t('quiz.results.passedLast')}
      </ResultVerdict>
    );
  }
  const missed = missedPositions(quiz.questions);
  return (
    <ResultVerdict passed={false} title={t('quiz.results.failedTitle')}>
      {t('quiz.results.failedText', { pass: QUIZ_PASS_MARK })}{' '}
      {t('quiz.results.toReview', { count: missed.length, questions: list(missed) })}
    </ResultVerdict>
  );
}

/**
 * A finished quiz (…/quiz/results?quiz=<id>): the score of 1-5, one star per question, whether
 * it passed, every question to review, and the ways on: the next lesson (after a pass), or the
 * lesson to study again (after a fail: the lesson stays in progress), another attempt, the
 * subject.
 */
export function QuizResultsScreen() {
  const { t } = useTranslation('assessments');
  const navigate = useNavigate();
  const quizId = useAttemptId('quiz');
  const quiz = useQuiz(quizId);
  const again = useStartQuiz();

  if (quizId === null || (isApiError(quiz.error) && quiz.error.status === 404)) {
    return (
      <AttemptNotFound
        title={t('quiz.notFound.title')}
        text={t('quiz.notFound.text')}
        to="/"
        action={t('attempt.home')}
      />
    );
  }
  if (quiz.isPending) return <AttemptSkeleton label={t('quiz.results.loading')} />;
  if (quiz.isError) return <QueryError error={quiz.error} onRetry={() => void quiz.refetch()} />;

  const data = quiz.data;
  const path = (step: 'quiz-student') =>
    quizPath(data.grade_id, data.subject_id, data.cluster_id, data.lesson_id, step);
  if (data.finished_at === null) {
    return <Navigate to={withAttempt(path('quiz-student'), 'quiz', data.id)} replace />;
  }

  const tryAgain = () =>
    again.mutate(data.lesson_id, {
      onSuccess: (fresh) => navigate(withAttempt(path('quiz-student'), 'quiz', fresh.id)),
    });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('quiz.results.heading')}
        </Title>
        <Text c="dimmed">{data.lesson_title}</Text>
      </Stack>

      <Card withBorder radius="lg" padding="lg">
        <Stack gap="lg" align="center">
          <QuizScore score={data.score ?? quizScore(data.correct_count)} />
          <Text>
            {t('quiz.results.correct', { correct: data.correct_count, total: data.total })}
          </Text>
          <ResultStarRow questions={data.questions} size={72} />
        </Stack>
      </Card>

      <Verdict quiz={data} />

      {again.error ? <ErrorAlert>{again.error.message}</ErrorAlert> : null}
      <Group gap="sm">
        {data.passed && data.next_lesson ? (
          <Button
            component={Link}
            to={lessonPath(
              data.grade_id,
              data.level_id,
              data.subject_id,
              data.next_lesson.cluster_id,
              data.next_lesson.id,
            )}
            size="md"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {t('quiz.results.nextLesson')}
          </Button>
        ) : null}
        <Button
          component={Link}
          to={lessonPath(
            data.grade_id,
            data.level_id,
            data.subject_id,
            data.cluster_id,
            data.lesson_id,
          )}
          variant={data.passed ? 'default' : 'filled'}
          size="md"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          {data.passed ? t('quiz.backToLesson') : t('quiz.results.studyAgain')}
        </Button>
        <Button
          variant="default"
          size="md"
          onClick={tryAgain}
          loading={again.isPending}
          leftSection={<IconRefresh size={18} aria-hidden />}
        >
          {t('quiz.results.tryAgain')}
        </Button>
        <Button
          component={Link}
          to={subjectPath(data.grade_id, data.level_id, data.subject_id)}
          variant="default"
          size="md"
        >
          {t('attempt.backToSubject')}
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
