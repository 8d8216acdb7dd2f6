import { Button, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaSettings } from '../../../lib/media-settings-query';
import { IntroVideo } from './intro-video';
import { StudentWelcome } from './student-welcome';
import { TutorWelcome } from './tutor-welcome';

export type WelcomeRole = 'student' | 'tutor';

interface WelcomeContentProps {
  role: WelcomeRole;
  /** The user pressed "Let's start". */
  onDone: () => void;
  /** The user followed one of the welcome's links. */
  onNavigate: () => void;
}

/**
 * The welcome itself: the intro video first when the tutor left it on (their own setting, or
 * a student's tutor's), then what Aula offers this role and a button to start.
 */
export function WelcomeContent({ role, onDone, onNavigate }: WelcomeContentProps) {
  const { t } = useTranslation('welcome');
  const media = useMediaSettings();
  const [videoDone, setVideoDone] = useState(false);

  if (media.isPending) {
    return (
      <Stack role="status" aria-live="polite">
        <VisuallyHidden>{t('loading')}</VisuallyHidden>
        <Skeleton height={220} radius="lg" aria-hidden />
      </Stack>
    );
  }
  // The setting could not be read: the welcome goes on without the video rather than fail.
  if (media.data?.intro_video_enabled && !videoDone) {
    return <IntroVideo role={role} onDone={() => setVideoDone(true)} />;
  }
  return (
    <Stack gap="lg">
      {role === 'tutor' ? (
        <TutorWelcome onNavigate={onNavigate} />
      ) : (
        <StudentWelcome onNavigate={onNavigate} />
      )}
      <Group justify="flex-end">
        <Button size="md" onClick={onDone} data-autofocus>
          {t('start')}
        </Button>
      </Group>
    </Stack>
  );
}
