import { TEST_TIME_OPTIONS_SECONDS } from '@aula/shared';
import type { TFunction } from 'i18next';

/** "None", "15 s", "1 min", "1 min 30": the tutor's choices of time per test question. */
export function timeOptionLabel(seconds: number, t: TFunction<'settings'>): string {
  if (seconds <= 0) return t('time.none');
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return t('time.seconds', { seconds: rest });
  if (rest === 0) return t('time.minutes', { minutes });
  return t('time.minutesSeconds', { minutes, seconds: rest });
}

export function timeOptions(t: TFunction<'settings'>) {
  return TEST_TIME_OPTIONS_SECONDS.map((seconds) => ({
    value: String(seconds),
    label: timeOptionLabel(seconds, t),
  }));
}
