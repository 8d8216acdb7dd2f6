import type { Language } from '../constants';
import type { NumericForm } from './item-schema';
import type { ScoreResult } from './score-result';
import { invalid, judged } from './score-result';

/**
 * Reading the number a child typed.
 *
 * Forms: integer "12", "-3", "1,000"; decimal "0.5", ".5", "2.50"; proper fraction "3/4";
 * improper fraction "7/4" (numerator ≥ denominator, so "4/4" too); mixed number "1 3/4"
 * (whole ≥ 1 and a proper fraction ≥ 1/n, so "1 5/4" and "0 3/4" are not numbers). A sign may
 * lead any form ("-1 3/4" is -1.75). Fractions need not be in lowest terms. Spaces around
 * "/", unicode minus, fraction slash, full-width digits and ½-style characters are accepted.
 *
 * Separators. A separator followed by exactly three digits, after a first group of 1–3 digits
 * not starting with 0, groups thousands: "1,000" and "12,345.5" in both languages, and in
 * Spanish also "1.000" and "1.000,5" (both customs are common in Spanish-speaking countries).
 * Otherwise a single "." or "," is the decimal mark, in both languages: "0,5" and "1,25" are
 * decimals even in English (a child's decimal comma, not thousands). So in English "2.500" is
 * 2.5, in Spanish it is 2500; "1,5" is 1.5 everywhere. Anything else ("1 000", "5.", "1,00,0")
 * is not a number.
 */

export type ParsedNumeric =
  | { ok: true; value: number; form: NumericForm }
  | { ok: false; reason: 'empty' | 'format' | 'zero_denominator' };

const VULGAR_FRACTION = /(\d)\s*([\u00BC-\u00BE\u2150-\u215E])/g;

function normalize(text: string): string {
  return text
    .replace(VULGAR_FRACTION, '$1 $2') // "1½" is 1 ½, not 11/2 once NFKC spells ½ as 1⁄2
    .normalize('NFKC')
    .replace(/[\u2044\u2215]/g, '/')
    .replace(/[\u2212\u2012\u2013\uFE63]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

export function parseNumericAnswer(text: string, lang: Language): ParsedNumeric {
  const normalized = normalize(text);
  if (normalized === '') return { ok: false, reason: 'empty' };
  const signed = /^([+-]?) ?(.*)$/.exec(normalized) as RegExpExecArray;
  const negative = signed[1] === '-';
  const body = signed[2] as string;
  const result = parseUnsigned(body, lang);
  if (!result.ok) return result;
  return { ...result, value: negative && result.value !== 0 ? -result.value : result.value };
}

function parseUnsigned(body: string, lang: Language): ParsedNumeric {
  const mixed = /^(\d+) (\d+) ?\/ ?(\d+)$/.exec(body);
  if (mixed) {
    const [whole, numerator, denominator] = mixed.slice(1).map(Number) as [number, number, number];
    if (denominator === 0) return { ok: false, reason: 'zero_denominator' };
    if (whole === 0 || numerator === 0 || numerator >= denominator)
      return { ok: false, reason: 'format' };
    return { ok: true, value: whole + numerator / denominator, form: 'mixed_number' };
  }
  const fraction = /^(\d+) ?\/ ?(\d+)$/.exec(body);
  if (fraction) {
    const [numerator, denominator] = fraction.slice(1).map(Number) as [number, number];
    if (denominator === 0) return { ok: false, reason: 'zero_denominator' };
    const form = numerator < denominator ? 'proper_fraction' : 'improper_fraction';
    return { ok: true, value: numerator / denominator, form };
  }
  const numeral = readNumeral(body, lang);
  if (numeral === null) return { ok: false, reason: 'format' };
  const value = Number(numeral);
  return { ok: true, value, form: numeral.includes('.') ? 'decimal' : 'integer' };
}

/** The numeral in JavaScript syntax ("1000.5"), or null. */
function readNumeral(body: string, lang: Language): string | null {
  if (/^\d+$/.test(body)) return body;
  const groupMarks = lang === 'es' ? [',', '.'] : [','];
  for (const group of groupMarks) {
    const decimal = group === ',' ? '.' : ',';
    const grouped = new RegExp(`^([1-9]\\d{0,2}(?:\\${group}\\d{3})+)(?:\\${decimal}(\\d+))?$`);
    const match = grouped.exec(body);
    if (match) {
      const whole = (match[1] as string).split(group).join('');
      return match[2] === undefined ? whole : `${whole}.${match[2]}`;
    }
  }
  const single = /^(\d*)[.,](\d+)$/.exec(body);
  if (single) return `${single[1] || '0'}.${single[2]}`;
  return null;
}

/** Whether a number written in `form` is accepted; an integer counts as a decimal. */
export function acceptsForm(form: NumericForm, forms?: readonly NumericForm[]): boolean {
  if (!forms) return true;
  return forms.includes(form) || (form === 'integer' && forms.includes('decimal'));
}

/** Whether `given` is `expected` within `tolerance`, plus a tiny relative error (1e-9). */
export function numbersMatch(given: number, expected: number, tolerance = 0): boolean {
  return Math.abs(given - expected) <= tolerance + 1e-9 * Math.max(1, Math.abs(expected));
}

export interface NumericKey {
  value: number;
  forms?: readonly NumericForm[];
  tolerance?: number;
  /** The unit shown after the box, in the child's language; typing it too is fine. */
  unit?: string;
}

/**
 * Scores typed text against a numeric key: 'invalid' when it is not a number (reason
 * 'empty', 'format' or 'zero_denominator') or is written in a form the key does not accept
 * (reason 'form'), else 'correct' or 'wrong'.
 */
export function scoreNumericAnswer(text: string, key: NumericKey, lang: Language): ScoreResult {
  const typed = withoutUnit(text, key.unit);
  const parsed = parseNumericAnswer(typed, lang);
  if (!parsed.ok) return invalid(parsed.reason);
  if (!acceptsForm(parsed.form, key.forms)) return invalid('form');
  if (numbersMatch(parsed.value, key.value, key.tolerance ?? 0)) return judged(true);
  // "2,333" reads as thousands, yet Spanish writes decimals with a comma (as Aula itself shows
  // them) and children everywhere type one: the decimal reading counts too.
  const decimal = AMBIGUOUS_THOUSANDS.exec(normalize(typed));
  if (decimal && acceptsForm('decimal', key.forms)) {
    const value = Number(`${decimal[2]}.${decimal[3]}`) * (decimal[1] === '-' ? -1 : 1);
    return judged(numbersMatch(value, key.value, key.tolerance ?? 0));
  }
  return judged(false);
}

/** One separator followed by exactly three digits: thousands, or a decimal with three places. */
const AMBIGUOUS_THOUSANDS = /^([+-]?) ?(\d{1,3})[.,](\d{3})$/;

function withoutUnit(text: string, unit: string | undefined): string {
  const trimmed = text.trim();
  if (!unit) return trimmed;
  const suffix = unit.trim().toLowerCase();
  return suffix && trimmed.toLowerCase().endsWith(suffix)
    ? trimmed.slice(0, trimmed.length - suffix.length)
    : trimmed;
}
