import type { Language } from '@aula/shared';
import { Button, Group, Paper, Switch } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '../../../lib/storage';
import { useSpeech } from '../use-speech';

interface LessonAudioProps {
  /** What is read: the narration, or the lesson's text. */
  text: string;
  language: Language;
}

/**
 * Read aloud: a "Lesson audio" switch (remembered on this device) that reads each lesson when
 * it opens, and Play / Stop. Nothing is shown when the browser cannot speak.
 */
export function LessonAudio({ text, language }: LessonAudioProps) {
  const { t } = useTranslation('catalogue');
  const { supported, speaking, speak, stop } = useSpeech(language);
  const [audioOn, setAudioOn] = useLocalStorage<boolean>({
    key: STORAGE_KEYS.lessonAudio,
    defaultValue: false,
    getInitialValueInEffect: false,
  });

  useEffect(() => {
    if (audioOn && text) speak(text);
  }, [audioOn, text, speak]);

  if (!supported) return null;

  return (
    <Paper
      withBorder
      radius="lg"
      px="md"
      py="sm"
      role="group"
      aria-label={t('lesson.audio.controls')}
    >
      <Group gap="md" wrap="wrap">
        <Switch
          size="md"
          label={t('lesson.audio.label')}
          description={t('lesson.audio.description')}
          checked={audioOn}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            setAudioOn(on);
            if (!on) stop();
          }}
        />
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconPlayerPlay size={18} aria-hidden />}
            onClick={() => speak(text)}
          >
            {t('lesson.audio.play')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconPlayerStop size={18} aria-hidden />}
            onClick={stop}
            disabled={!speaking}
          >
            {t('lesson.audio.stop')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
