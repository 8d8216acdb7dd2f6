import { MODAL_ANIMATION_DELAY_MS } from '@aula/shared';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdleTimer } from 'react-idle-timer';
import { useLocation } from 'react-router';
import { readIdleTimings } from './idle-timings';

/** Never shown on these (docs/product-rules.md#sessions-and-idle-time), whatever mounts it. */
const SCREENS_WITHOUT_IDLE_DIALOG = ['/login', '/reset-password'];

/** How often the countdown is read again; under a second so no number is skipped. */
const COUNTDOWN_REFRESH_MS = 250;

interface IdleDialogProps {
  /** Ends the session the usual way (logout); the page reloads after it. */
  signOut: () => Promise<void>;
}

/**
 * After an hour without activity, asks whether the user is still there; with no answer in ten
 * seconds the session closes and the page reloads (docs/product-rules.md#sessions-and-idle-time).
 * Activity in another tab of the app counts too, and staying in one tab closes the dialog in all of
 * them.
 */
export function IdleDialog({ signOut }: IdleDialogProps) {
  const { t } = useTranslation('activity');
  const { pathname } = useLocation();
  const [timings] = useState(readIdleTimings);
  const [opened, setOpened] = useState(false);
  const [closing, setClosing] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const closingStarted = useRef(false);
  const onScreenWithout = SCREENS_WITHOUT_IDLE_DIALOG.includes(pathname.replace(/(.)\/+$/, '$1'));

  async function closeSession() {
    if (closingStarted.current) return;
    closingStarted.current = true;
    setClosing(true);
    try {
      await signOut();
    } finally {
      // A fresh page: nothing of the session stays in memory.
      window.location.reload();
    }
  }

  const idleTimer = useIdleTimer({
    timeout: timings.timeoutMs + timings.countdownMs,
    promptBeforeIdle: timings.countdownMs,
    onPrompt: () => {
      setSecondsLeft(Math.ceil(timings.countdownMs / 1000));
      setOpened(true);
    },
    onIdle: () => void closeSession(),
    onActive: () => setOpened(false),
    crossTab: true,
    disabled: onScreenWithout,
  });

  const readSecondsLeft = useEffectEvent(() =>
    setSecondsLeft(Math.max(0, Math.ceil(idleTimer.getRemainingTime() / 1000))),
  );
  useEffect(() => {
    if (!opened) return;
    const timer = setInterval(readSecondsLeft, COUNTDOWN_REFRESH_MS);
    return () => clearInterval(timer);
  }, [opened]);

  const stay = () => {
    if (closingStarted.current) return;
    setOpened(false);
    idleTimer.activate();
  };

  return (
    <Modal
      opened={opened && !onScreenWithout}
      onClose={stay}
      title={t('idle.title')}
      centered
      withCloseButton={false}
      transitionProps={{ duration: MODAL_ANIMATION_DELAY_MS }}
    >
      <Text aria-live="polite" aria-atomic>
        {closing ? t('idle.closing') : t('idle.message', { count: secondsLeft })}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => void closeSession()} disabled={closing}>
          {t('idle.close')}
        </Button>
        <Button onClick={stay} disabled={closing} data-autofocus>
          {t('idle.stay')}
        </Button>
      </Group>
    </Modal>
  );
}
