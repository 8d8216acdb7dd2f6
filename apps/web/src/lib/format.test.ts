import { describe, expect, it } from 'vitest';
import { clampPercent, percentNumber, percentText } from './format';

describe('percentages', () => {
  it('keeps two decimals unless whole, with a decimal comma in Spanish', () => {
    expect(percentNumber(45, 'en')).toBe('45');
    expect(percentNumber(66.6666, 'en')).toBe('66.67');
    expect(percentNumber(66.6666, 'es')).toBe('66,67');
    expect(percentNumber(87.5, 'en')).toBe('87.50');
    expect(percentText(87.5, 'en')).toBe('87.50%');
    expect(percentText(87.5, 'es')).toBe('87,50 %');
  });

  it('stays between 0 and 100', () => {
    expect(clampPercent(120)).toBe(100);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(undefined)).toBe(0);
  });
});
