import { describe, expect, it } from 'vitest';
import { evaluateExpression, ExpressionError, parseExpression } from './expression';

const errorOf = (run: () => unknown): ExpressionError => {
  try {
    run();
  } catch (error) {
    if (error instanceof ExpressionError) return error;
    throw error;
  }
  throw new Error('expected an ExpressionError');
};

describe('evaluateExpression', () => {
  it.each([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['10 - 4 - 3', 3],
    ['12 / 4 / 3', 1],
    ['7 % 3', 1],
    ['-7 % 3', -1],
    ['2 ^ 3 ^ 2', 512],
    ['-2 ^ 2', -4],
    ['2 ^ -1', 0.5],
    ['--3', 3],
    ['+4', 4],
    ['.5 + 0.25', 0.75],
    ['6 × 7 − 2 ÷ 2', 41],
  ])('%s = %d', (source, expected) => {
    expect(evaluateExpression(source)).toBe(expected);
  });

  it('reads names from the scope', () => {
    expect(evaluateExpression('a * b + c_2', { a: 3, b: 4, c_2: 1 })).toBe(13);
  });

  it('gives 1 or 0 for comparisons, allowing binary noise', () => {
    const scope = { a: 5, b: 3 };
    expect(evaluateExpression('a > b', scope)).toBe(1);
    expect(evaluateExpression('a < b', scope)).toBe(0);
    expect(evaluateExpression('a >= 5', scope)).toBe(1);
    expect(evaluateExpression('a <= 4', scope)).toBe(0);
    expect(evaluateExpression('a == b + 2', scope)).toBe(1);
    expect(evaluateExpression('a != b', scope)).toBe(1);
    expect(evaluateExpression('0.1 + 0.2 == 0.3')).toBe(1);
    expect(evaluateExpression('0.1 + 0.2 > 0.3')).toBe(0);
    expect(evaluateExpression('(a > b) + (b > a)', scope)).toBe(1);
  });

  it('calls the functions', () => {
    expect(evaluateExpression('min(4, 2, 9)')).toBe(2);
    expect(evaluateExpression('max(4, 2, 9)')).toBe(9);
    expect(evaluateExpression('abs(-3)')).toBe(3);
    expect(evaluateExpression('round(2.5)')).toBe(3);
    expect(evaluateExpression('round(-2.5)')).toBe(-3);
    expect(evaluateExpression('round(1.005, 2)')).toBe(1.01);
    expect(evaluateExpression('floor(-1.5)')).toBe(-2);
    expect(evaluateExpression('ceil(1.2)')).toBe(2);
    expect(evaluateExpression('gcd(12, 18)')).toBe(6);
    expect(evaluateExpression('gcd(-12, 18, 8)')).toBe(2);
    expect(evaluateExpression('lcm(4, 6)')).toBe(12);
    expect(evaluateExpression('max(a, b > a)', { a: 0, b: 1 })).toBe(1);
  });

  it('throws on unknown names and functions', () => {
    expect(errorOf(() => evaluateExpression('a + c', { a: 1 }))).toMatchObject({
      code: 'unknown_identifier',
      message: 'Unknown identifier "c" in "a + c"',
    });
    expect(errorOf(() => evaluateExpression('constructor', {})).code).toBe('unknown_identifier');
    expect(errorOf(() => evaluateExpression('toString'))).toMatchObject({
      code: 'unknown_identifier',
    });
    expect(errorOf(() => evaluateExpression('min + 1')).message).toMatch(/min is a function/);
    expect(errorOf(() => evaluateExpression('sqrt(4)')).code).toBe('unknown_function');
    expect(errorOf(() => evaluateExpression('a(2)', { a: 1 })).code).toBe('unknown_function');
    expect(errorOf(() => evaluateExpression('abs(1, 2)')).code).toBe('arguments');
    expect(errorOf(() => evaluateExpression('min()')).code).toBe('arguments');
  });

  it.each(['', '1 +', '(1 + 2', '1 + 2)', '2 3', 'a = b', '1 < 2 < 3', 'a.b', '1,2', '$', 'f(1,)'])(
    'throws a syntax error for %j',
    (source) => {
      const error = errorOf(() => evaluateExpression(source, { a: 1, b: 2 }));
      expect(error.code).toBe('syntax');
      expect(error.message).toMatch(/^Syntax error/);
    },
  );

  it('reports syntax errors before undefined values', () => {
    expect(errorOf(() => evaluateExpression('1 / 0 +')).code).toBe('syntax');
  });

  it('throws on undefined results', () => {
    for (const source of [
      '1 / 0',
      '5 % 0',
      '(-8) ^ 0.5',
      '10 ^ 400',
      'gcd(1.5, 3)',
      'round(1, -1)',
    ]) {
      expect(errorOf(() => evaluateExpression(source)).code, source).toBe('domain');
    }
  });

  it('refuses very deep nesting instead of overflowing the stack', () => {
    const deep = '('.repeat(500) + '1' + ')'.repeat(500);
    expect(errorOf(() => parseExpression(deep)).message).toMatch(/nested too deeply/);
    expect(evaluateExpression('('.repeat(20) + '1' + ')'.repeat(20))).toBe(1);
  });
});
