import { Box, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockText } from '../time-per-question';
import { CountdownRing } from './countdown-ring';

/** The child hears once that time is short, this many seconds before the end. */
const WARN_AT_SECONDS = 10;

function secondsUntil(deadlineMs: number) {
  return Math.max(0, Math.ceil((deadlineMs - Date.now()) / 1000));
}

/** Until the next whole second before the deadline, so 0 shows when the time is really up. */
function delayToNextTick(deadlineMs: number) {
  const left = deadlineMs - Date.now();
  return left <= 0 ? 0 : left % 1000 || 1000;
}

interface QuestionCountdownProps {
  /** When the question's time runs out, on this device's clock. */
  deadlineMs: number;
  totalSeconds: number;
  /** Called once, when the time left reaches 0. */
  onExpire: () => void;
}

/**
 * The time left for a test question, as a ring and as minutes:seconds, ticking each second on
 * the second of the deadline. Screen readers are told politely when 10 seconds are left, not
 * every second.
 */
export function QuestionCountdown({ deadlineMs, totalSeconds, onExpire }: QuestionCountdownProps) {
  const { t } = useTranslation('assessments');
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(deadlineMs));
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    function tick() {
      const left = secondsUntil(deadlineMs);
      setSecondsLeft(left);
      if (left === 0) {
        expire();
        return;
      }
      timer = setTimeout(tick, delayToNextTick(deadlineMs));
    }
    timer = setTimeout(tick, delayToNextTick(deadlineMs));
    return () => clearTimeout(timer);
  }, [deadlineMs]);

  const short = secondsLeft <= WARN_AT_SECONDS;
  const percent = totalSeconds > 0 ? Math.min(100, (secondsLeft / totalSeconds) * 100) : 0;
  return (
    <Stack gap={0} align="center">
      <Box role="timer" aria-label={t('countdown.label', { time: clockText(secondsLeft) })}>
        <CountdownRing percent={percent} short={short}>
          <Text ta="center" fw={800} size="lg" aria-hidden>
            {clockText(secondsLeft)}
          </Text>
        </CountdownRing>
      </Box>
      <Text size="sm" fw={short ? 700 : 400} c={short ? 'orange.9' : undefined}>
        {short ? t('countdown.hurry') : t('countdown.timeLeft')}
      </Text>
      <VisuallyHidden aria-live="polite">
        {short && secondsLeft > 0 ? t('countdown.warning') : ''}
      </VisuallyHidden>
    </Stack>
  );
}
