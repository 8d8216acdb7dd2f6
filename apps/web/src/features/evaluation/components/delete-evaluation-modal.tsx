import type { EvaluationSummary } from '@aula/shared';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { useLanguage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteEvaluation } from '../api/delete-evaluation';
import { formatDay } from '../../../lib/format';

interface DeleteEvaluationModalProps {
  /** The evaluation to delete; null closes the dialog. */
  evaluation: EvaluationSummary | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/**
 * Asks before deleting an evaluation that is not finished (one set up by mistake): the answers
 * given so far go with it. Nothing is sent until Delete is pressed; a failure stays in the
 * dialog so it can be retried.
 */
export function DeleteEvaluationModal({
  evaluation,
  onClose,
  onDeleted,
}: DeleteEvaluationModalProps) {
  const { t } = useTranslation(['evaluation', 'common']);
  const language = useLanguage();
  const deletion = useDeleteEvaluation();
  // The dialog fades out after closing: keep showing what it was about meanwhile.
  const [shown, setShown] = useState(evaluation);
  if (evaluation !== null && evaluation !== shown) {
    setShown(evaluation);
    deletion.reset();
  }

  function close() {
    if (deletion.isPending) return;
    onClose();
  }

  function confirm() {
    if (!shown) return;
    const name = shown.student_name;
    deletion.mutate(shown.id, {
      onSuccess: () => {
        notifySuccess(t('delete.doneTitle'), t('delete.done', { name }));
        onClose();
        onDeleted?.();
      },
    });
  }

  return (
    <Modal
      opened={evaluation !== null}
      onClose={close}
      title={t('delete.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="md">
        {shown ? (
          <Text fw={600}>
            {t('delete.what', {
              name: shown.student_name,
              grade: shown.grade_name,
              date: formatDay(shown.created_at, language),
            })}
          </Text>
        ) : null}
        <Alert
          color="red"
          variant="light"
          title={t('delete.warningTitle')}
          icon={<IconAlertTriangle aria-hidden />}
        >
          {t('delete.warning', { name: shown?.student_name ?? '' })}
        </Alert>
        {deletion.isError ? <ErrorAlert>{deletion.error.message}</ErrorAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={deletion.isPending} data-autofocus>
            {t('delete.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={deletion.isPending}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
