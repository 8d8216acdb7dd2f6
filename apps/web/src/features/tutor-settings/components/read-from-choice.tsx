import { Group, Loader, Radio, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { READ_MODES } from '@aula/shared';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/ui/query-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { ReadMode } from '../api/read-from';
import { useReadFrom, useUpdateReadFrom } from '../api/read-from';

/**
 * "Read lessons from: this computer / the disc" (POST /read-from): the whole installation
 * reads lessons from its own copy, or from the disc they were copied or imported from.
 */
export function ReadFromChoice() {
  const { t } = useTranslation('settings');
  const readFrom = useReadFrom();
  const update = useUpdateReadFrom();

  if (readFrom.isPending)
    return (
      <Stack gap="sm" role="status" aria-live="polite">
        <VisuallyHidden>{t('copyContent.readFromLoading')}</VisuallyHidden>
        <Skeleton height={24} width={280} aria-hidden />
      </Stack>
    );
  if (readFrom.isError)
    return <QueryError error={readFrom.error} onRetry={() => void readFrom.refetch()} />;

  function save(value: string) {
    const mode: ReadMode =
      value === String(READ_MODES.external) ? READ_MODES.external : READ_MODES.local;
    update.mutate(mode, {
      onSuccess: (saved) =>
        notifySuccess(
          t('copyContent.readFromSavedTitle'),
          saved.mode === READ_MODES.external
            ? t('copyContent.readFromSavedDisc')
            : t('copyContent.readFromSavedLocal'),
        ),
      onError: (error) => notifyError(error.message, t('copyContent.readFromFailedTitle')),
    });
  }

  return (
    <Radio.Group
      label={t('copyContent.readFrom')}
      value={String(readFrom.data.mode)}
      onChange={save}
    >
      <Group gap="lg" mt="xs">
        <Radio value={String(READ_MODES.local)} label={t('copyContent.readFromLocal')} />
        <Radio value={String(READ_MODES.external)} label={t('copyContent.readFromDisc')} />
        {update.isPending ? <Loader size={14} aria-hidden /> : null}
      </Group>
    </Radio.Group>
  );
}
