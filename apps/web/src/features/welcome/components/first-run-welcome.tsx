import type { RoleName } from '@aula/shared';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useWelcomeStatus } from '../api/get-welcome-status';
import { useMarkWelcomed } from '../api/mark-welcomed';

// The dialog and its pictures are fetched only by someone who is shown the welcome.
const WelcomeDialog = lazy(() =>
  import('./welcome-dialog').then((module) => ({ default: module.WelcomeDialog })),
);

/**
 * The welcome shown once to each student and tutor, over their first screen after their first
 * sign-in. However it is closed (Let's start, a link, Escape, the close button) the server
 * remembers it, so it does not come back on any computer; Help offers it again.
 */
export function FirstRunWelcome({ role }: { role: RoleName }) {
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
    <Suspense fallback={null}>
      <WelcomeDialog role={welcomeRole} opened={!closed} onClose={close} />
    </Suspense>
  );
}
