import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMediaSettings } from '../../../lib/media-settings-query';
import { MediaSwitch } from './media-switch';

/**
 * Whether the tutor's students see the read-aloud controls of lessons and assessments, and
 * whether each question is read aloud by itself to the youngest (kindergarten and grade 1),
 * which only happens while the read-aloud controls are on.
 */
export function LessonAudioSection() {
  const { t } = useTranslation('settings');
  const settings = useMediaSettings();
  return (
    <Stack gap="md">
      <MediaSwitch setting="lesson_audio_enabled" />
      <MediaSwitch
        setting="auto_read_questions"
        disabled={settings.data?.lesson_audio_enabled === false}
      >
        <Text size="sm" c="dimmed">
          {t('autoRead.needsAudio')}
        </Text>
      </MediaSwitch>
    </Stack>
  );
}
