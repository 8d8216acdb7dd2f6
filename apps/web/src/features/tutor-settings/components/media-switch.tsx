import type { MediaSettings } from '@aula/shared';
import { Group, Loader, Skeleton, Stack, Switch, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryError } from '../../../components/ui/query-error';
import { useMediaSettings } from '../../../lib/media-settings-query';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateMediaSettings } from '../api/update-media-settings';

interface MediaSwitchProps {
  setting: keyof MediaSettings;
  texts: {
    loading: string;
    label: string;
    savedTitle: string;
    savedOn: string;
    savedOff: string;
    failedTitle: string;
  };
  /** Shown under the switch (a link to see it, for example). */
  children?: ReactNode;
}

/**
 * One of the tutor's media switches (intro video, lesson audio): saved as soon as it moves,
 * with a notification that says what it now means.
 */
export function MediaSwitch({ setting, texts, children }: MediaSwitchProps) {
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
          checked={settings.data[setting]}
          onChange={(event) => save(event.currentTarget.checked)}
        />
        {update.isPending ? <Loader size={14} aria-hidden /> : null}
      </Group>
      {children}
    </Stack>
  );
}
