import type { MediaSettings } from '@aula/shared';
import { Group, Loader, Skeleton, Stack, Switch, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/ui/query-error';
import { useMediaSettings } from '../../../lib/media-settings-query';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateMediaSettings } from '../api/update-media-settings';

/** Each switch's texts sit under its own key of the settings namespace. */
const TEXTS_KEY = {
  intro_video_enabled: 'introVideo',
  lesson_audio_enabled: 'lessonAudio',
  auto_read_questions: 'autoRead',
} as const;

interface MediaSwitchProps {
  setting: keyof MediaSettings;
  /** The switch cannot move (it depends on another that is off). */
  disabled?: boolean;
  /** Shown under the switch (a link to see it, for example). */
  children?: ReactNode;
}

/**
 * One of the tutor's media switches (intro video, lesson audio, reading questions aloud): saved
 * as soon as it moves, with a notification that says what it now means.
 */
export function MediaSwitch({ setting, disabled, children }: MediaSwitchProps) {
  const { t } = useTranslation('settings');
  const key = TEXTS_KEY[setting];
  const texts = {
    loading: t(`${key}.loading`),
    label: t(`${key}.enabled`),
    savedTitle: t(`${key}.savedTitle`),
    savedOn: t(`${key}.savedOn`),
    savedOff: t(`${key}.savedOff`),
    failedTitle: t(`${key}.failedTitle`),
  };
  const settings = useMediaSettings();
  const update = useUpdateMediaSettings();

  if (settings.isPending) {
    return (
      <Stack gap="sm" role="status" aria-live="polite">
        <VisuallyHidden>{texts.loading}</VisuallyHidden>
        <Skeleton height={24} width={260} aria-hidden />
      </Stack>
    );
  }
  if (settings.isError) {
    return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  }

  function save(enabled: boolean) {
    update.mutate(
      { [setting]: enabled },
      {
        onSuccess: (saved) =>
          notifySuccess(texts.savedTitle, saved[setting] ? texts.savedOn : texts.savedOff),
        onError: (error) => notifyError(error.message, texts.failedTitle),
      },
    );
  }

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Switch
          label={texts.label}
          disabled={disabled}
          checked={settings.data[setting]}
          onChange={(event) => save(event.currentTarget.checked)}
        />
        {update.isPending ? <Loader size={14} aria-hidden /> : null}
      </Group>
      {children}
    </Stack>
  );
}
