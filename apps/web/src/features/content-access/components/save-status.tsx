import { Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/** "Saving…", "Saved" or why not, read out politely by screen readers. */
export function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation('contentAccess');
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite" mih={24}>
      {state.kind === 'saving' ? (
        <>
          <Loader size={14} aria-hidden />
          <Text size="sm" c="dimmed">
            {t('status.saving')}
          </Text>
        </>
      ) : null}
      {state.kind === 'saved' ? (
        <>
          <IconCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
          <Text size="sm" c="green.9">
            {t('status.saved')}
          </Text>
        </>
      ) : null}
      {state.kind === 'failed' ? (
        <>
          <IconAlertCircle size={16} color="var(--mantine-color-error)" aria-hidden />
          <Text size="sm" c="var(--mantine-color-error)">
            {t('status.failed', { message: state.message })}
          </Text>
        </>
      ) : null}
    </Group>
  );
}
