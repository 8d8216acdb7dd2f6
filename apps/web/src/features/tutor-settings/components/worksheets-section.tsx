import {
  Anchor,
  Group,
  Loader,
  Skeleton,
  Stack,
  Switch,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '../../../components/ui/query-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useWorksheetSettings } from '../../../lib/worksheet-settings-query';
import { useUpdateWorksheetSettings } from '../api/update-worksheet-settings';

function LoadingSwitch() {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      <VisuallyHidden>{t('worksheets.loading')}</VisuallyHidden>
      <Skeleton height={24} width={260} aria-hidden />
    </Stack>
  );
}

/**
 * Whether the tutor's students may print worksheets: one switch, saved as soon as it moves,
 * with a notification that says what it now means for the students.
 */
export function WorksheetsSection() {
  const { t } = useTranslation('settings');
  const settings = useWorksheetSettings();
  const update = useUpdateWorksheetSettings();

  if (settings.isPending) return <LoadingSwitch />;
  if (settings.isError)
    return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;

  function save(enabled: boolean) {
    update.mutate(
      { enabled },
      {
        onSuccess: (saved) =>
          notifySuccess(
            t('worksheets.savedTitle'),
            saved.enabled ? t('worksheets.savedOn') : t('worksheets.savedOff'),
          ),
        onError: (error) => notifyError(error.message, t('worksheets.failedTitle')),
      },
    );
  }

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Switch
          label={t('worksheets.enabled')}
          checked={settings.data.enabled}
          onChange={(event) => save(event.currentTarget.checked)}
        />
        {update.isPending ? <Loader size={14} aria-hidden /> : null}
      </Group>
      <Anchor component={Link} to="/worksheets" size="sm" style={{ alignSelf: 'flex-start' }}>
        <Group gap={6} component="span">
          <IconPrinter size={16} aria-hidden />
          <Text span inherit>
            {t('worksheets.open')}
          </Text>
        </Group>
      </Anchor>
    </Stack>
  );
}
