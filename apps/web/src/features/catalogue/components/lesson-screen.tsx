import type { GlossaryTerm, Lesson } from '@aula/shared';
import { LOCK } from '@aula/shared';
import {
  Alert,
  Box,
  Button,
  Card,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconArrowRight,
  IconListCheck,
  IconLock,
  IconMapQuestion,
} from '@tabler/icons-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagePanel } from '../../../components/ui/message-panel';
import { QueryError } from '../../../components/ui/query-error';
import { isApiError } from '../../../lib/api-client';
import { lessonPath, quizPath, subjectPath } from '../../../lib/catalogue-paths';
import { closeLesson } from '../api/close-lesson';
import { useLesson } from '../../../lib/lesson-query';
import { useMediaSettings } from '../../../lib/media-settings-query';
import { useLessons } from '../api/get-lessons';
import { useSubject } from '../api/get-subject';
import { useLessonOpening } from '../api/open-lesson';
import { useServedLesson } from '../api/serve-lesson';
import { lessonText, sanitizeLessonHtml } from '../lesson-html';
import { useRouteIds } from '../../../lib/route-ids';
import { LessonAudio } from './lesson-audio';
import { LessonFrame } from './lesson-frame';

interface Place {
  gradeId: number;
  levelId: number;
  subjectId: number;
  clusterId: number;
}

function Glossary({ terms }: { terms: GlossaryTerm[] }) {
  const { t } = useTranslation('catalogue');
  const titleId = useId();
  return (
    <Card component="aside" aria-labelledby={titleId} withBorder radius="lg" padding="lg">
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t('lesson.glossary')}
      </Title>
      <Box component="dl" m={0}>
        {terms.map((entry) => (
          <Box key={entry.term} mb="sm">
            <Text component="dt" fw={700} c="indigo.8">
              {entry.term}
            </Text>
            <Text component="dd" m={0}>
              {entry.definition}
            </Text>
          </Box>
        ))}
      </Box>
    </Card>
  );
}

interface LessonNavProps {
  previous: Lesson | undefined;
  next: Lesson | undefined;
  place: Place;
}

/** Previous and next lesson of the cluster; the next one only once it is unlocked. */
function LessonNav({ previous, next, place }: LessonNavProps) {
  const { t } = useTranslation('catalogue');
  const to = (lesson: Lesson) =>
    lessonPath(place.gradeId, place.levelId, place.subjectId, place.clusterId, lesson.id);
  const nextLocked = next?.is_locked === LOCK.locked;
  return (
    <Group component="nav" aria-label={t('lesson.navigation')} justify="space-between" mt="lg">
      {previous ? (
        <Button
          component={Link}
          to={to(previous)}
          variant="default"
          size="md"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          {t('lesson.previous')}
        </Button>
      ) : (
        <Button
          variant="default"
          size="md"
          disabled
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          {t('lesson.previous')}
        </Button>
      )}
      <Group gap="xs">
        {nextLocked ? (
          <Text size="sm" c="dimmed">
            {t('lesson.nextLocked')}
          </Text>
        ) : null}
        {next && !nextLocked ? (
          <Button
            component={Link}
            to={to(next)}
            size="md"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {t('lesson.next')}
          </Button>
        ) : (
          <Button
            size="md"
            disabled
            rightSection={
              nextLocked ? (
                <IconLock size={18} aria-hidden />
              ) : (
                <IconArrowRight size={18} aria-hidden />
              )
            }
          >
            {t('lesson.next')}
          </Button>
        )}
      </Group>
    </Group>
  );
}

function LessonSkeleton() {
  const { t } = useTranslation('catalogue');
  return (
    <Card withBorder radius="lg" padding="lg" role="status" aria-live="polite">
      <VisuallyHidden>{t('lesson.loading')}</VisuallyHidden>
      <Stack gap="sm" aria-hidden>
        <Skeleton height={26} width="50%" />
        <Skeleton height={14} />
        <Skeleton height={14} />
        <Skeleton height={14} width="85%" />
        <Skeleton height={160} radius="md" />
        <Skeleton height={14} width="70%" />
      </Stack>
    </Card>
  );
}

/** Closes the open lesson (POST /api/encrypt_lesson) when the page leaves it. */
function useCloseOnLeave(openedPath: string | null) {
  useEffect(() => {
    if (!openedPath) return;
    return () => closeLesson(openedPath);
  }, [openedPath]);
}

/**
 * One lesson (/…/cluster/:clusterId/lesson/:lessonId). It loads the cluster's lesson list and
 * sets the current lesson from it, opens the lesson (decrypt), fetches its content from the
 * activity service and shows it sanitized in a sandboxed frame, and closes it on leaving.
 */
export function LessonScreen() {
  const { t } = useTranslation('catalogue');
  const { gradeId, levelId, subjectId, clusterId, lessonId } = useRouteIds();
  const subject = useSubject(subjectId);
  const lessons = useLessons(clusterId);
  const detail = useLesson(lessonId);
  const [sizedLessonId, setSizedLessonId] = useState<number | null>(null);

  const ordered = useMemo(
    () => [...(lessons.data?.items ?? [])].sort((a, b) => a.position - b.position),
    [lessons.data],
  );
  const index = ordered.findIndex((lesson) => lesson.id === lessonId);
  const current: Lesson | null = ordered[index] ?? detail.data ?? null;
  const listedAsLocked = current?.is_locked === LOCK.locked;

  const opening = useLessonOpening(current && !listedAsLocked ? current : null);
  const served = useServedLesson(lessonId ?? 0, opening.isSuccess);
  useCloseOnLeave(opening.isSuccess && current ? current.local_path : null);

  const sanitized = useMemo(
    () => (served.data ? sanitizeLessonHtml(served.data.html) : ''),
    [served.data],
  );
  const spokenText = served.data ? (served.data.narration ?? lessonText(sanitized)) : '';
  // The tutor can turn lesson audio off for their students. Until the setting is known the
  // controls wait; if it cannot be read they stay, as they were before the setting existed.
  const mediaSettings = useMediaSettings();
  const lessonAudioAllowed = mediaSettings.isError || mediaSettings.data?.lesson_audio_enabled;

  if (
    gradeId === null ||
    levelId === null ||
    subjectId === null ||
    clusterId === null ||
    lessonId === null ||
    (lessons.isSuccess && detail.isError && !current)
  ) {
    return (
      <MessagePanel icon={<IconMapQuestion size={48} />} title={t('lesson.notFound.title')}>
        {t('lesson.notFound.text')}
      </MessagePanel>
    );
  }

  const place = { gradeId, levelId, subjectId, clusterId };
  const subjectName = subject.subject?.name;
  const title = served.data?.title ?? detail.data?.title ?? current?.title;
  const glossary = served.data?.glossary.length
    ? served.data.glossary
    : (detail.data?.glossary ?? []);
  const locked = listedAsLocked || (isApiError(opening.error) && opening.error.status === 403);
  // The content could not be decrypted: whichever step found out, the student sees "Upss".
  const unavailable =
    served.isError ||
    (isApiError(opening.error) &&
      (opening.error.status === 422 || opening.error.code === 'lesson_unavailable'));
  const backToSubject = (
    <Button component={Link} to={subjectPath(gradeId, levelId, subjectId)} variant="light">
      {subjectName
        ? t('lesson.backToSubject', { subject: subjectName })
        : t('lesson.backToSubjectGeneric')}
    </Button>
  );

  const listFailed = lessons.isError && !current;
  const contentPending = !served.data && !listFailed && !locked && !opening.isError && !unavailable;
  // What follows the content (the quiz button, the lesson navigation) shows once the content
  // has its height, so that it is not pushed down under the reader's eyes.
  const contentSettled = !contentPending && (!served.data || sizedLessonId === lessonId);

  function body() {
    if (listFailed) {
      return <QueryError error={lessons.error} onRetry={() => void lessons.refetch()} />;
    }
    if (locked) {
      return (
        <Card withBorder radius="lg" padding="lg">
          <MessagePanel
            icon={<IconLock size={48} />}
            title={t('lesson.locked.title')}
            headingOrder={2}
            action={backToSubject}
          >
            {t('lesson.locked.text')}
          </MessagePanel>
        </Card>
      );
    }
    if (opening.isError && !unavailable) {
      return <QueryError error={opening.error} onRetry={() => void opening.refetch()} />;
    }
    if (unavailable) {
      return (
        <Alert
          color="yellow"
          variant="light"
          radius="lg"
          title={t('lesson.unavailableTitle')}
          icon={<IconAlertTriangle aria-hidden />}
          role="alert"
        >
          <Stack gap="sm" align="flex-start">
            <Text>
              {subjectName
                ? t('lesson.unavailable', { subject: subjectName })
                : t('lesson.unavailableGeneric')}
            </Text>
            {backToSubject}
          </Stack>
        </Alert>
      );
    }
    // The glossary comes with the lesson's details, before its content: it shows beside the
    // content's placeholder, which the content then takes the place of.
    return (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: glossary.length > 0 ? 8 : 12 }}>
          {served.data ? (
            <Card withBorder radius="lg" padding="lg">
              <LessonFrame
                onSized={() => setSizedLessonId(lessonId)}
                html={served.data.html}
                language={served.data.lang}
                title={t('lesson.frameTitle', { title: served.data.title })}
              />
            </Card>
          ) : (
            <LessonSkeleton />
          )}
        </Grid.Col>
        {glossary.length > 0 ? (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Glossary terms={glossary} />
          </Grid.Col>
        ) : null}
      </Grid>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          {title ? (
            <Title order={1} size="h2">
              {title}
            </Title>
          ) : (
            <Skeleton height={32} width={280} aria-hidden />
          )}
          {subjectName ? (
            <Text c="dimmed">{t('lesson.subject', { subject: subjectName })}</Text>
          ) : null}
        </Stack>
        {served.data && lessonAudioAllowed ? (
          <LessonAudio text={spokenText} language={served.data.lang} />
        ) : null}
      </Group>
      {body()}
      {served.data && contentSettled ? (
        <Group justify="center">
          <Button
            component={Link}
            to={quizPath(gradeId, subjectId, clusterId, lessonId)}
            size="lg"
            leftSection={<IconListCheck size={22} aria-hidden />}
          >
            {t('lesson.takeQuiz')}
          </Button>
        </Group>
      ) : null}
      {index >= 0 && contentSettled ? (
        <LessonNav previous={ordered[index - 1]} next={ordered[index + 1]} place={place} />
      ) : null}
    </Stack>
  );
}
