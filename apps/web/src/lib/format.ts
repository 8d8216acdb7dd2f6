import type { Language } from '@aula/shared';
import { formatPercentage } from '@aula/shared';

/** A percentage between 0 and 100, two decimals at most (bars cannot go past the ends). */
export function clampPercent(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)) * 100) / 100;
}

/** "66.67" in English, "66,67" in Spanish: two decimals unless whole. */
export function percentNumber(value: number, language: Language): string {
  return formatPercentage(clampPercent(value), language);
}

/** "66.67%" in English, "66,67 %" in Spanish. */
export function percentText(value: number, language: Language): string {
  const number = percentNumber(value, language);
  return language === 'es' ? `${number} %` : `${number}%`;
}

/** A date (ISO) in the reader's language, like "May 3, 2025" or "3 may 2025". */
export function formatDay(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}
