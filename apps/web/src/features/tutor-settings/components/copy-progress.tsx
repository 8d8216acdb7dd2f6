import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { ContentCopy } from '@aula/shared';
import { ACTIVE_COPY_STATUSES } from '@aula/shared';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/format-bytes';
import { percentText } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { useChangeContentCopy } from '../api/change-content-copy';

/** Alert titles in their colour's light variant fall short of 4.5:1; dark text does not. */
const READABLE_TITLE = { title: { color: 'var(--mantine-color-gray-9)' } };

/**
 * The latest copy: a bar with its percent and bytes while it runs (with Cancel), what
 * stopped it and Resume when it stopped, and a success message when it is done.
 */
export function CopyProgress({ copy }: { copy: ContentCopy }) {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const change = useChangeContentCopy();
  const running = ACTIVE_COPY_STATUSES.includes(copy.status);
  const title = copy.pack_title[language];
  const percent = percentText(copy.percent, language);
  const bytes = t('copyContent.progressText', {
    percent,
    done: formatBytes(copy.bytes_done, language),
    total: formatBytes(copy.bytes_total, language),
  });

  function act(action: 'cancel' | 'resume') {
    change.mutate(
      { id: copy.id, action },
      { onError: (error) => notifyError(error.message, t('copyContent.actionFailed')) },
    );
  }

  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} role="status">
        {copy.status === 'importing'
          ? t('copyContent.importing')
          : copy.status === 'copying'
            ? t('copyContent.copying', { title })
            : null}
      </Text>
      <Progress.Root size="lg" radius="xl">
        <Progress.Section
          value={copy.percent}
          withAria={false}
          role="progressbar"
          aria-label={t('copyContent.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={copy.percent}
          aria-valuetext={bytes}
          color={copy.status === 'failed' ? 'red' : copy.status === 'done' ? 'green' : undefined}
          animated={copy.status === 'copying'}
        />
      </Progress.Root>
      <Text size="sm" c="dimmed">
        {bytes}
      </Text>
      {copy.status === 'done' ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title={t('copyContent.doneTitle')}
          role="status"
          styles={READABLE_TITLE}
        >
          {t('copyContent.done', { title })}
        </Alert>
      ) : null}
      {!running && copy.status !== 'done' ? (
        <Alert
          color={copy.status === 'failed' ? 'red' : 'yellow'}
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('copyContent.stoppedTitle')}
          role={copy.status === 'failed' ? 'alert' : 'status'}
          styles={READABLE_TITLE}
        >
          {copy.error ?? t('copyContent.cancelled')}
        </Alert>
      ) : null}
      <Group gap="sm">
        {copy.status === 'copying' ? (
          <Button variant="default" onClick={() => act('cancel')} loading={change.isPending}>
            {t('copyContent.cancel')}
          </Button>
        ) : null}
        {!running && copy.status !== 'done' ? (
          <Button onClick={() => act('resume')} loading={change.isPending}>
            {t('copyContent.resume')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
