import { describe, expect, it } from 'vitest';
import { parseDecimalNumber, parseWholeNumber } from './parse-number';

describe('reading a typed answer', () => {
  it('reads whole numbers, spaces around them allowed, up to the digits given', () => {
    expect(parseWholeNumber(' 42 ')).toBe(42);
    expect(parseWholeNumber('007')).toBe(7);
    expect(parseWholeNumber('1234', 3)).toBeNull();
    for (const text of ['', '  ', 'abc', '1 2', '-3', '2.5', '+4', '1e2', '½'])
      expect(parseWholeNumber(text), text).toBeNull();
  });

  it('reads decimals with a point or a comma', () => {
    expect(parseDecimalNumber('4.7')).toBe(4.7);
    expect(parseDecimalNumber('4,7')).toBe(4.7);
    expect(parseDecimalNumber('12')).toBe(12);
    for (const text of ['', '4.', '.5', '4.123', 'x'])
      expect(parseDecimalNumber(text), text).toBeNull();
  });
});
