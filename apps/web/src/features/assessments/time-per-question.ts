import type { TFunction } from 'i18next';

/**
 * A test's time per question in words (0: none): "45 seconds", "1 minute 30 seconds". The tutor's
 * choices (docs/product-rules.md#test) are whole seconds up to 3 minutes.
 */
export function timePerQuestionText(seconds: number, t: TFunction<'assessments'>): string {
  if (seconds <= 0) return t('time.none');
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return t('time.seconds', { seconds: rest });
  if (rest === 0) return minutes === 1 ? t('time.oneMinute') : t('time.minutes', { minutes });
  return minutes === 1
    ? t('time.oneMinuteSeconds', { seconds: rest })
    : t('time.minutesSeconds', { minutes, seconds: rest });
}

/** "0:45", "1:30": a countdown's time left. */
export function clockText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
