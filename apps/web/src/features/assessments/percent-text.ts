import type { Language } from '@aula/shared';
import { formatPercentage } from '@aula/shared';

/** A percentage as the child reads it: two decimals unless whole, with a decimal comma in Spanish. */
export function percentText(value: number, language: Language): string {
  const text = formatPercentage(value);
  return language === 'es' ? text.replace('.', ',') : text;
}
