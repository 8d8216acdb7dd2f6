import { describe, expect, it } from 'vitest';
import { fitsForm, formatNumber, formatNumericValue, toFraction } from './format-number';

describe('formatNumber', () => {
  it('writes the decimal mark of the language and hides binary noise', () => {
    expect(formatNumber(0.1 + 0.2, 'en')).toBe('0.3');
    expect(formatNumber(0.1 + 0.2, 'es')).toBe('0,3');
    expect(formatNumber(1234, 'es')).toBe('1234');
    expect(formatNumber(-0, 'en')).toBe('0');
    expect(formatNumber(-2.5, 'es')).toBe('-2,5');
  });

  it('refuses non-finite numbers', () => {
    expect(() => formatNumber(Infinity, 'en')).toThrow(RangeError);
  });
});

describe('toFraction', () => {
  it('finds the fraction in lowest terms', () => {
    expect(toFraction(0.75)).toEqual({ numerator: 3, denominator: 4 });
    expect(toFraction(1 / 3)).toEqual({ numerator: 1, denominator: 3 });
    expect(toFraction(-1.75)).toEqual({ numerator: -7, denominator: 4 });
    expect(toFraction(2)).toEqual({ numerator: 2, denominator: 1 });
    expect(toFraction(Math.PI)).toBeNull();
  });
});

describe('fitsForm and formatNumericValue', () => {
  it('says which forms can write a value', () => {
    expect(fitsForm(3, 'integer')).toBe(true);
    expect(fitsForm(0.75, 'integer')).toBe(false);
    expect(fitsForm(0.75, 'decimal')).toBe(true);
    expect(fitsForm(1 / 3, 'decimal')).toBe(false);
    expect(fitsForm(0.75, 'proper_fraction')).toBe(true);
    expect(fitsForm(1.75, 'proper_fraction')).toBe(false);
    expect(fitsForm(1.75, 'improper_fraction')).toBe(true);
    expect(fitsForm(1.75, 'mixed_number')).toBe(true);
    expect(fitsForm(2, 'mixed_number')).toBe(false);
  });

  it('writes the value in the first accepted form that fits', () => {
    expect(formatNumericValue(0.75, 'es')).toBe('0,75');
    expect(formatNumericValue(0.75, 'en', ['proper_fraction'])).toBe('3/4');
    expect(formatNumericValue(1.75, 'en', ['mixed_number', 'improper_fraction'])).toBe('1 3/4');
    expect(formatNumericValue(-1.75, 'en', ['improper_fraction'])).toBe('-7/4');
    expect(formatNumericValue(-1.75, 'en', ['mixed_number'])).toBe('-1 3/4');
    expect(formatNumericValue(2, 'en', ['mixed_number', 'integer'])).toBe('2');
    expect(formatNumericValue(1 / 3, 'en', ['decimal', 'proper_fraction'])).toBe('1/3');
  });
});
