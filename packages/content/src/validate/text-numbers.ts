import type { Language } from '@aula/shared';

const NUMBER: Readonly<Record<Language, RegExp>> = {
  en: /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+/g,
  es: /\d{1,3}(?:[.\u00a0\u202f]\d{3})+(?:,\d+)?|\d+(?:,\d+)?/g,
};

/** Spanish says "count by 5s" as "de 5 en 5": the number is said once. */
const SPANISH_STEP = /\bde (\d+) en \1\b/gi;

const DIGIT = /\d/;

/**
 * The numbers written with digits in a text, read as the language writes them: English
 * "1,250.5" and Spanish "1.250,5" (or "1 250,5" with a no-break or thin space) are both
 * 1250.5. Signs are left out, as a minus sign is often written as a word. Sorted, so two
 * texts that say the same numbers in another word order compare equal.
 */
export function numbersIn(text: string, lang: Language): number[] {
  // Most texts of a pack have no digits, and the check reads each text of 200 draws.
  if (!DIGIT.test(text)) return [];
  const written = lang === 'es' ? text.replace(SPANISH_STEP, '$1') : text;
  const numbers: number[] = [];
  for (const match of written.matchAll(NUMBER[lang])) numbers.push(readNumber(match[0], lang));
  return numbers.sort((a, b) => a - b);
}

function readNumber(written: string, lang: Language): number {
  return lang === 'en'
    ? Number(written.replace(/,/g, ''))
    : Number(written.replace(/[.\u00a0\u202f]/g, '').replace(',', '.'));
}

/** The numbers of an English and a Spanish text, when they differ. */
export function numbersDiffer(en: string, es: string): boolean {
  return numbersIn(en, 'en').join(' ') !== numbersIn(es, 'es').join(' ');
}
