import type { StudentSummary } from '@aula/shared';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarPicture } from '../../../components/ui/avatar-picture';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteStudent } from '../api/delete-student';
import { fullName } from '../../../lib/students-query';

interface DeleteStudentModalProps {
  /** The student to delete; null closes the dialog. */
  student: StudentSummary | null;
  onClose: () => void;
}

/**
 * Asks before deleting, and says that everything of the student goes for good (see
 * docs/product-rules.md#validation). Nothing is sent until Delete is pressed; a failure stays in
 * the dialog so it can be retried.
 */
export function DeleteStudentModal({ student, onClose }: DeleteStudentModalProps) {
  const { t } = useTranslation(['students', 'common']);
  const deletion = useDeleteStudent();
  // The dialog fades out after closing: keep showing who it was about meanwhile.
  const [shown, setShown] = useState(student);
  if (student !== null && student !== shown) {
    setShown(student);
    deletion.reset();
  }

  function close() {
    if (deletion.isPending) return;
    onClose();
  }

  function confirm() {
    if (!shown) return;
    const name = fullName(shown);
    deletion.mutate(shown.id, {
      onSuccess: () => {
        notifySuccess(t('delete.doneTitle'), t('delete.done', { name }));
        onClose();
      },
    });
  }

  const name = shown ? fullName(shown) : '';
  return (
    <Modal
      opened={student !== null}
      onClose={close}
      title={t('delete.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <AvatarPicture avatar={shown?.avatar} size={40} decorative />
          <Text fw={600}>{t('delete.student', { name, username: shown?.username ?? '' })}</Text>
        </Group>
        <Alert
          color="red"
          variant="light"
          title={t('delete.warningTitle')}
          icon={<IconAlertTriangle aria-hidden />}
        >
          {t('delete.warning', { name })}
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
