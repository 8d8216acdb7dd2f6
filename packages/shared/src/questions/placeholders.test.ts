import { describe, expect, it } from 'vitest';
import { ExpressionError } from './expression';
import { fillPlaceholders } from './placeholders';

describe('fillPlaceholders', () => {
  const scope = { a: 7, b: 2 };

  it('replaces names and expressions', () => {
    expect(fillPlaceholders('{a} + {b} = {a + b}', scope, 'en')).toBe('7 + 2 = 9');
    expect(fillPlaceholders('{max(a, b) * 10}!', scope, 'en')).toBe('70!');
  });

  it('writes decimals for the language', () => {
    expect(fillPlaceholders('{a / b}', scope, 'en')).toBe('3.5');
    expect(fillPlaceholders('{a / b}', scope, 'es')).toBe('3,5');
  });

  it('keeps doubled braces as literal braces', () => {
    expect(fillPlaceholders('{{1, 2, {a}}}', scope, 'en')).toBe('{1, 2, 7}');
    expect(fillPlaceholders('no placeholders', scope, 'en')).toBe('no placeholders');
  });

  it('throws on unclosed or lone braces and bad expressions', () => {
    expect(() => fillPlaceholders('{a', scope, 'en')).toThrow(/Unclosed/);
    expect(() => fillPlaceholders('a}', scope, 'en')).toThrow(/Lone/);
    expect(() => fillPlaceholders('{}', scope, 'en')).toThrow(ExpressionError);
    expect(() => fillPlaceholders('{c}', scope, 'en')).toThrow(/Unknown identifier "c"/);
  });
});
