import type { Language } from '../constants';
import { nearlyEqual } from './expression';
import type { NumericForm } from './item-schema';

/**
 * Numbers as a child reads them. No thousands separators; Spanish uses the decimal comma
 * (0,5), English the decimal point (0.5). Binary noise is rounded away (0.1 + 0.2 → 0.3).
 */

/** The value with 12 significant digits and no negative zero. */
export function cleanNumber(value: number): number {
  const clean = Number(value.toPrecision(12));
  return Object.is(clean, -0) ? 0 : clean;
}

export function formatNumber(value: number, lang: Language): string {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot show ${value} as a number`);
  const text = String(cleanNumber(value));
  return lang === 'es' ? text.replace('.', ',') : text;
}

export interface Fraction {
  /** Carries the sign. */
  numerator: number;
  /** Always positive. */
  denominator: number;
}

/** The value as a fraction in lowest terms (denominator up to `maxDenominator`), or null. */
export function toFraction(value: number, maxDenominator = 1000): Fraction | null {
  if (!Number.isFinite(value)) return null;
  const target = Math.abs(value);
  let [h0, h1, k0, k1] = [0, 1, 1, 0];
  let x = target;
  for (let step = 0; step < 64; step += 1) {
    const a = Math.floor(x);
    const [h2, k2] = [a * h1 + h0, a * k1 + k0];
    if (k2 > maxDenominator) break;
    [h0, h1, k0, k1] = [h1, h2, k1, k2];
    if (nearlyEqual(h1 / k1, target)) {
      return { numerator: (value < 0 ? -1 : 1) * h1 || 0, denominator: k1 };
    }
    const rest = x - a;
    if (rest < 1e-12) break;
    x = 1 / rest;
  }
  return null;
}

/** Whether the value can be written exactly in the form (decimals: up to 6 places). */
export function fitsForm(value: number, form: NumericForm): boolean {
  const clean = cleanNumber(value);
  const size = Math.abs(clean);
  switch (form) {
    case 'integer':
      return Number.isInteger(clean);
    case 'decimal':
      return nearlyEqual(Math.round(clean * 1e6), clean * 1e6);
    case 'proper_fraction':
      return size > 0 && size < 1 && toFraction(clean) !== null;
    case 'improper_fraction':
      return size >= 1 && toFraction(clean) !== null;
    case 'mixed_number':
      return size > 1 && !Number.isInteger(clean) && toFraction(clean) !== null;
  }
}

/**
 * The value written in the first of `forms` that fits it ("3/4", "1 3/4", "0,75"), or as a
 * plain number when no form is given or none fits.
 */
export function formatNumericValue(
  value: number,
  lang: Language,
  forms?: readonly NumericForm[],
): string {
  const form = forms?.find((candidate) => fitsForm(value, candidate));
  const fraction = form && form !== 'integer' && form !== 'decimal' ? toFraction(value) : null;
  if (!fraction) return formatNumber(value, lang);
  const sign = fraction.numerator < 0 ? '-' : '';
  const numerator = Math.abs(fraction.numerator);
  if (form === 'mixed_number') {
    const whole = Math.floor(numerator / fraction.denominator);
    return `${sign}${whole} ${numerator % fraction.denominator}/${fraction.denominator}`;
  }
  return `${sign}${numerator}/${fraction.denominator}`;
}
