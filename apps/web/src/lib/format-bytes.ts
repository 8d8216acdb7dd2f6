import type { Language } from '@aula/shared';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size as people read it on discs and drives: "12.4 MB" in English, "12,4 MB" in Spanish
 * (decimal units, one decimal from kilobytes up).
 */
export function formatBytes(bytes: number, language: Language): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const number = new Intl.NumberFormat(language, {
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
  return `${number} ${UNITS[unit]}`;
}
