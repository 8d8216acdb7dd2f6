import type { Language } from '@aula/shared';

/**
 * Numbers as the child's language writes them: 3,402.5 in English, 3.402,5 in Spanish.
 * Grouping is forced even for four digits (Spanish would print 3402 otherwise) because seeing
 * the thousands apart is the very point of this game.
 */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(language, {
    useGrouping: 'always',
    maximumFractionDigits: 1,
  }).format(value);
}

interface ExpandedTextOptions {
  /** The term shown as a blank, and what stands in its place. */
  missing?: { index: number; blank: string };
  /** " + " on screen; the word for it when read aloud. */
  plus?: string;
}

/** "3,000 + 400 + 2", optionally with a blank and another joiner. */
export function expandedText(
  values: readonly number[],
  language: Language,
  { missing, plus = '+' }: ExpandedTextOptions = {},
): string {
  return values
    .map((value, index) =>
      index === missing?.index ? missing.blank : formatNumber(value, language),
    )
    .join(` ${plus} `);
}
