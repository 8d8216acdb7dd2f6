import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/session';
import { WelcomeContent } from './welcome-content';

interface WelcomeDialogProps {
  role: 'student' | 'tutor';
  opened: boolean;
  /** However the dialog is closed: Let's start, a link, Escape or the close button. */
  onClose: () => void;
}

/** The first-run welcome over the first screen (see FirstRunWelcome). */
export function WelcomeDialog({ role, opened, onClose }: WelcomeDialogProps) {
  const { t } = useTranslation('welcome');
  const user = useCurrentUser();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      radius="lg"
      title={t('dialogTitle', { name: user?.firstname ?? '' })}
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <WelcomeContent role={role} onDone={onClose} onNavigate={onClose} />
    </Modal>
  );
}
