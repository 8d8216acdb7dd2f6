import type { Language, LocalizedText, QuestionItem } from '@aula/shared';
import { formatNumber } from '@aula/shared';
import type { DrawProblem } from './item-draws';

/**
 * A numeric answer must not be more precise than its prompt asks: "round to two decimal
 * places" with a review showing 106.666666667 tells a child the right answer is wrong. The
 * value (in every draw) has at most the asked decimals, and the tolerance is at most one unit
 * of that place, so answers rounded to another place do not pass.
 */

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
};
const countOf = (word: string) => NUMBER_WORDS[word.toLowerCase()] ?? Number(word);

/** Phrases that ask for a rounding, and the decimals each asks (negative: tens, hundreds…). */
const ASKED: Readonly<Record<Language, readonly [RegExp, (match: RegExpExecArray) => number][]>> = {
  en: [
    [/\b(a|one|two|three|four|\d) decimal places?\b/i, (match) => countOf(match[1] ?? '')],
    [/\bnearest tenths?\b/i, () => 1],
    [/\bnearest hundredths?\b/i, () => 2],
    [/\bnearest thousandths?\b/i, () => 3],
    [
      /\bnearest (?:whole\b|integer\b|one\b|unit\b|(?:day|year|meter|metre|second|minute|degree|percent)s?\b)/i,
      () => 0,
    ],
    [/\bnearest tens?\b/i, () => -1],
    [/\bnearest hundreds?\b/i, () => -2],
    [/\bnearest thousands?\b/i, () => -3],
  ],
  es: [
    [
      /\b(?:a|con|hasta) (un|una|uno|dos|tres|cuatro|\d) (?:cifras? )?decimal(?:es)?\b/i,
      (match) => countOf(match[1] ?? ''),
    ],
    [/\b(?:d[ée]cim[oa])s? más cercan[oa]/i, () => 1],
    [/\bcent[ée]sim[oa]s? más cercan[oa]/i, () => 2],
    [/\bmil[ée]sim[oa]s? más cercan[oa]/i, () => 3],
    [/\b(?:entero|unidad|(?:día|año|metro|segundo|minuto|grado)s?) más cercan[oa]/i, () => 0],
    [/\bdecenas? más cercanas?/i, () => -1],
    [/\bcentenas? más cercanas?/i, () => -2],
    [/\b(?:millar|unidad de mil)(?:es)? más cercan[oa]s?/i, () => -3],
  ],
};

/** How many decimals the text asks an answer to be rounded to, or undefined when it does not. */
export function askedDecimals(text: string, lang: Language): number | undefined {
  for (const [pattern, decimals] of ASKED[lang]) {
    const match = pattern.exec(text);
    if (match) return decimals(match);
  }
  return undefined;
}

/** The decimals asked by the prompt in each language. */
export function promptPrecision(prompt: LocalizedText): Record<Language, number | undefined> {
  return { en: askedDecimals(prompt.en, 'en'), es: askedDecimals(prompt.es, 'es') };
}

const placeName = (decimals: number) =>
  decimals > 0
    ? `${decimals} decimal place${decimals === 1 ? '' : 's'}`
    : decimals === 0
      ? 'a whole number'
      : `the nearest ${10 ** -decimals}`;

/** Whether `value` is written with at most `decimals` decimals (a multiple of 10^-decimals). */
function fitsDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) <= 1e-9 * Math.max(1, Math.abs(scaled));
}

/**
 * The precision check of a template's draws (or of a plain item): the asked decimals are
 * read once from the template's prompt, as they do not change from draw to draw.
 */
export function precisionCheck(template: QuestionItem): (item: QuestionItem) => DrawProblem[] {
  const asked = promptPrecision(template.prompt);
  const decimals = asked.en ?? asked.es;
  if (template.type !== 'numeric' || decimals === undefined) return () => [];
  const unit = 10 ** -decimals;
  return (item) => {
    if (item.type !== 'numeric' || typeof item.value !== 'number') return [];
    const problems: DrawProblem[] = [];
    if (!fitsDecimals(item.value, decimals))
      problems.push({
        key: 'value',
        message:
          `precision: the prompt asks for ${placeName(decimals)} but the value is ` +
          `${formatNumber(item.value, 'en')}: round the value as the prompt says`,
      });
    if ((item.tolerance ?? 0) > unit * (1 + 1e-9))
      problems.push({
        key: 'tolerance',
        message:
          `precision: the tolerance ${item.tolerance} is wider than ${formatNumber(unit, 'en')}, ` +
          `so answers rounded to another place would count as right`,
      });
    return problems;
  };
}
