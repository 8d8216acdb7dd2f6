import { QUESTIONS_PER_QUIZ, QUIZ_PASS_MARK } from '@aula/shared';
import { Button, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconBulb,
  IconListNumbers,
  IconLock,
  IconMoodEmpty,
  IconPlayerPlay,
  IconStar,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { MessagePanel } from '../../../components/ui/message-panel';
import { isApiError } from '../../../lib/api-client';
import { lessonPath, quizPath } from '../../../lib/catalogue-paths';
import { useLesson } from '../../../lib/lesson-query';
import { useStartQuiz } from '../api/start-quiz';
import { useRouteIds } from '../../../lib/route-ids';
import { withAttempt } from '../params';
import { AttemptNotFound } from './attempt-not-found';
import { InstructionList } from './instruction-list';

/**
 * Before a lesson's quiz (…/lesson/:lessonId/quiz/instructions): what the quiz is and what a
 * pass opens, and Start, which draws a new attempt (POST /quizzes) and goes to its first
 * question. A quiz that cannot start says why instead.
 */
export function QuizInstructionsScreen() {
  const { t } = useTranslation('assessments');
  const navigate = useNavigate();
  const { gradeId, subjectId, clusterId, lessonId } = useRouteIds();
  const lesson = useLesson(lessonId);
  const start = useStartQuiz();

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

  const backToLesson = lesson.data ? (
    <Button
      component={Link}
      to={lessonPath(gradeId, lesson.data.level_id, subjectId, clusterId, lessonId)}
      variant="default"
      leftSection={<IconArrowLeft size={18} aria-hidden />}
    >
      {t('quiz.backToLesson')}
    </Button>
  ) : null;

  const begin = () => {
    start.mutate(lessonId, {
      onSuccess: (quiz) =>
        navigate(
          withAttempt(
            quizPath(gradeId, subjectId, clusterId, quiz.lesson_id, 'quiz-student'),
            'quiz',
            quiz.id,
          ),
        ),
    });
  };

  function body() {
    const refusal = isApiError(start.error) ? start.error : null;
    if (refusal?.status === 422) {
      return (
        <MessagePanel
          icon={<IconMoodEmpty size={48} />}
          title={t('quiz.instructions.emptyTitle')}
          headingOrder={2}
          action={backToLesson}
        >
          {refusal.message}
        </MessagePanel>
      );
    }
    if (refusal?.status === 403) {
      return (
        <MessagePanel
          icon={<IconLock size={48} />}
          title={t('quiz.instructions.lockedTitle')}
          headingOrder={2}
          action={backToLesson}
        >
          {refusal.message}
        </MessagePanel>
      );
    }
    return (
      <Stack gap="lg">
        <InstructionList
          items={[
            {
              icon: <IconListNumbers size={20} />,
              text: t('quiz.instructions.questions', { questions: QUESTIONS_PER_QUIZ }),
            },
            {
              icon: <IconStar size={20} />,
              text: t('quiz.instructions.pass', { pass: QUIZ_PASS_MARK }),
            },
            { icon: <IconBulb size={20} />, text: t('quiz.instructions.hints') },
          ]}
        />
        {start.error ? <ErrorAlert>{start.error.message}</ErrorAlert> : null}
        <Group justify="flex-end" gap="md">
          {backToLesson}
          <Button
            size="lg"
            onClick={begin}
            loading={start.isPending}
            leftSection={<IconPlayerPlay size={20} aria-hidden />}
          >
            {t('quiz.instructions.start')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {lesson.data ? (
        <Title order={1} size="h2">
          {t('quiz.heading', { lesson: lesson.data.title })}
        </Title>
      ) : lesson.isPending ? (
        <Skeleton height={32} width={320} aria-hidden />
      ) : (
        <Title order={1} size="h2">
          {t('quiz.headingGeneric')}
        </Title>
      )}
      <Card withBorder radius="lg" padding="lg">
        {body()}
      </Card>
    </Stack>
  );
}
