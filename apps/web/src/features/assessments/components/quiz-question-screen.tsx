import type { Answer } from '@aula/shared';
import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconArrowRight, IconInfoCircle, IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { QueryError } from '../../../components/ui/query-error';
import { isApiError } from '../../../lib/api-client';
import { StudentReadAloud } from '../../../lib/read-aloud';
import { quizPath } from '../../../lib/catalogue-paths';
import { useAnswerQuiz } from '../api/answer-quiz';
import { useQuiz } from '../api/get-quiz';
import { outcomeOf } from '../../../components/questions/outcome';
import { useRouteIds } from '../../../lib/route-ids';
import { useAttemptId, withAttempt } from '../params';
import { AnswerForm } from '../../../components/questions/answer-form';
import { AttemptNotFound } from './attempt-not-found';
import { AttemptProgress } from './attempt-progress';
import { AttemptSkeleton } from './attempt-skeleton';
import { ReviewedQuestion } from '../../../components/questions/reviewed-question';

/**
 * A quiz attempt (…/quiz/quiz-student?quiz=<id>), one question at a time. "Check answer" sends
 * it (POST /quizzes/{id}/answers); an unreadable answer is refused with the reason and can be
 * tried again, as it does not count. Every answer is followed by its review and a Next button;
 * after the last one the results open.
 */
function QuizQuestionScreenBody() {
  const { t } = useTranslation('assessments');
  const navigate = useNavigate();
  const { gradeId, subjectId, clusterId, lessonId } = useRouteIds();
  const quizId = useAttemptId('quiz');
  const quiz = useQuiz(quizId);
  const answering = useAnswerQuiz(quizId ?? 0);
  /** The question just answered, while its review shows. */
  const [reviewing, setReviewing] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (gradeId === null || subjectId === null || clusterId === null || lessonId === null) {
    return (
      <AttemptNotFound
        title={t('quiz.notFound.title')}
        text={t('quiz.notFound.text')}
        to="/"
        action={t('attempt.home')}
      />
    );
  }
  const step = (name: 'instructions' | 'results') =>
    quizPath(gradeId, subjectId, clusterId, lessonId, name);
  const notFound = (
    <AttemptNotFound
      title={t('quiz.notFound.title')}
      text={t('quiz.notFound.text')}
      to={step('instructions')}
      action={t('quiz.notFound.start')}
    />
  );

  if (quizId === null) return notFound;
  if (quiz.isPending) return <AttemptSkeleton label={t('quiz.loading')} />;
  if (quiz.isError) {
    if (isApiError(quiz.error) && quiz.error.status === 404) return notFound;
    return <QueryError error={quiz.error} onRetry={() => void quiz.refetch()} />;
  }

  const data = quiz.data;
  const resultsUrl = withAttempt(step('results'), 'quiz', data.id);
  const reviewed = data.questions.find((question) => question.position === reviewing);
  if (!reviewed && data.finished_at !== null) return <Navigate to={resultsUrl} replace />;
  const current = reviewed ?? data.questions.find((question) => question.status === 'pending');
  if (!current) return <Navigate to={resultsUrl} replace />;
  const outcome = reviewed ? outcomeOf(reviewed) : null;

  const submit = (answer: Answer) => {
    setNotice(null);
    answering.mutate(
      { position: current.position, answer },
      {
        onSuccess: () => setReviewing(current.position),
        onError: (error) => {
          // Answered elsewhere (another tab) or already handed in: carry on from the server's state.
          if (isApiError(error) && error.status === 409) {
            setNotice(error.message);
            answering.reset();
            void quiz.refetch();
          }
        },
      },
    );
  };

  const next = () => {
    setNotice(null);
    if (data.finished_at !== null) navigate(resultsUrl);
    else setReviewing(null);
  };

  const refusal = answering.error && !answering.isPending ? answering.error.message : null;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('quiz.heading', { lesson: data.lesson_title })}
      </Title>
      <AttemptProgress
        position={current.position}
        total={data.total}
        answered={data.answered_count}
      />
      {notice ? (
        <Alert color="indigo" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
          {notice}
        </Alert>
      ) : null}
      <Card withBorder radius="lg" padding="lg">
        {reviewed && outcome ? (
          <Stack gap="lg">
            <ReviewedQuestion
              item={reviewed.item}
              review={reviewed.review}
              answer={reviewed.answer}
              outcome={outcome}
              focusOnShow
            />
            <Group justify="flex-end">
              <Button
                size="lg"
                onClick={next}
                rightSection={
                  data.finished_at !== null ? (
                    <IconTrophy size={20} aria-hidden />
                  ) : (
                    <IconArrowRight size={20} aria-hidden />
                  )
                }
              >
                {data.finished_at !== null ? t('quiz.seeResults') : t('attempt.nextQuestion')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <AnswerForm
            key={`${data.id}:${current.position}`}
            item={current.item}
            submitLabel={t('quiz.check')}
            submitting={answering.isPending}
            serverError={refusal}
            onSubmit={submit}
            onEdit={() => {
              if (answering.error) answering.reset();
            }}
          />
        )}
      </Card>
    </Stack>
  );
}

/** The quiz's questions, choices, hints and feedback can be heard, as the lessons can. */
export function QuizQuestionScreen() {
  return (
    <StudentReadAloud>
      <QuizQuestionScreenBody />
    </StudentReadAloud>
  );
}
