import type { RoleName } from '@aula/shared';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../../lib/session';
import { useWelcomeStatus } from '../api/get-welcome-status';
import { useMarkWelcomed } from '../api/mark-welcomed';
import { WelcomeContent } from './welcome-content';

/**
 * The welcome shown once to each student and tutor, over their first screen after their first
 * sign-in. However it is closed (Let's start, a link, Escape, the close button) the server
 * remembers it, so it does not come back on any computer; Help offers it again.
 */
export function FirstRunWelcome({ role }: { role: RoleName }) {
  const { t } = useTranslation('welcome');
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const welcomeRole = role === 'student' || role === 'tutor' ? role : null;
  const status = useWelcomeStatus({ enabled: welcomeRole !== null });
  const markWelcomed = useMarkWelcomed();
  const [closed, setClosed] = useState(false);

  // Not known (loading, or the server could not say): no welcome rather than a wrong one.
  const due = status.data?.welcomed_at === null && pathname !== '/welcome';
  if (!welcomeRole || !due) return null;

  function close() {
    setClosed(true);
    markWelcomed.mutate();
  }

  return (
    <Modal
      opened={!closed}
      onClose={close}
      size="xl"
      radius="lg"
      title={t('dialogTitle', { name: user?.firstname ?? '' })}
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <WelcomeContent role={welcomeRole} onDone={close} onNavigate={close} />
    </Modal>
  );
}
