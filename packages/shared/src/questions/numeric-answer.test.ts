import { describe, expect, it } from 'vitest';
import { parseNumericAnswer, scoreNumericAnswer } from './numeric-answer';

describe('parseNumericAnswer', () => {
  it.each([
    ['12', 12, 'integer'],
    ['-3', -3, 'integer'],
    ['+3', 3, 'integer'],
    ['− 3', -3, 'integer'],
    ['  007 ', 7, 'integer'],
    ['1,000', 1000, 'integer'],
    ['1,234,567', 1234567, 'integer'],
    ['0.5', 0.5, 'decimal'],
    ['.5', 0.5, 'decimal'],
    ['-.5', -0.5, 'decimal'],
    ['0,5', 0.5, 'decimal'],
    ['1,25', 1.25, 'decimal'],
    ['0,500', 0.5, 'decimal'],
    ['12,345.5', 12345.5, 'decimal'],
    ['2.500', 2.5, 'decimal'],
    ['3.0', 3, 'decimal'],
    ['3/4', 0.75, 'proper_fraction'],
    ['3 / 4', 0.75, 'proper_fraction'],
    ['-3/4', -0.75, 'proper_fraction'],
    ['6/8', 0.75, 'proper_fraction'],
    ['7/4', 1.75, 'improper_fraction'],
    ['4/4', 1, 'improper_fraction'],
    ['1 3/4', 1.75, 'mixed_number'],
    ['-1 3/4', -1.75, 'mixed_number'],
    ['1½', 1.5, 'mixed_number'],
    ['¾', 0.75, 'proper_fraction'],
    ['１２', 12, 'integer'],
  ] as const)('reads %j in English as %d (%s)', (text, value, form) => {
    expect(parseNumericAnswer(text, 'en')).toEqual({ ok: true, value, form });
  });

  it.each([
    ['1.000', 1000, 'integer'],
    ['1.000.000', 1000000, 'integer'],
    ['1,000', 1000, 'integer'],
    ['1.000,5', 1000.5, 'decimal'],
    ['2.500', 2500, 'integer'],
    ['0,75', 0.75, 'decimal'],
    ['0.75', 0.75, 'decimal'],
    ['1,5', 1.5, 'decimal'],
  ] as const)('reads %j in Spanish as %d (%s)', (text, value, form) => {
    expect(parseNumericAnswer(text, 'es')).toEqual({ ok: true, value, form });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'format'],
    ['12abc', 'format'],
    ['1 000', 'format'],
    ['5.', 'format'],
    ['1,00,0', 'format'],
    ['1.000,5', 'format'],
    ['--3', 'format'],
    ['-', 'format'],
    ['1.5/2', 'format'],
    ['1 5/4', 'format'],
    ['0 3/4', 'format'],
    ['3/0', 'zero_denominator'],
    ['1 3/0', 'zero_denominator'],
  ] as const)('refuses %j in English (%s)', (text, reason) => {
    expect(parseNumericAnswer(text, 'en')).toEqual({ ok: false, reason });
  });
});

describe('scoreNumericAnswer', () => {
  it('compares with the value up to a tiny error', () => {
    expect(scoreNumericAnswer('0.3', { value: 0.1 + 0.2 }, 'en')).toEqual({ outcome: 'correct' });
    expect(scoreNumericAnswer('1/3', { value: 1 / 3 }, 'en')).toEqual({ outcome: 'correct' });
    expect(scoreNumericAnswer('0.33', { value: 1 / 3 }, 'en')).toEqual({ outcome: 'wrong' });
    expect(scoreNumericAnswer('13', { value: 12 }, 'en')).toEqual({ outcome: 'wrong' });
  });

  it('honours the tolerance', () => {
    const key = { value: 3.14159, tolerance: 0.01 };
    expect(scoreNumericAnswer('3.14', key, 'en').outcome).toBe('correct');
    expect(scoreNumericAnswer('3,15', key, 'es').outcome).toBe('correct');
    expect(scoreNumericAnswer('3.2', key, 'en').outcome).toBe('wrong');
  });

  it('accepts any form by default', () => {
    for (const text of ['0.75', '3/4', '6/8', '0,75'])
      expect(scoreNumericAnswer(text, { value: 0.75 }, 'en').outcome, text).toBe('correct');
    for (const text of ['1.75', '7/4', '1 3/4'])
      expect(scoreNumericAnswer(text, { value: 1.75 }, 'en').outcome, text).toBe('correct');
  });

  it('asks again for a form the item does not accept, right or wrong', () => {
    const key = { value: 0.75, forms: ['proper_fraction'] as const };
    expect(scoreNumericAnswer('3/4', key, 'en')).toEqual({ outcome: 'correct' });
    expect(scoreNumericAnswer('2/4', key, 'en')).toEqual({ outcome: 'wrong' });
    expect(scoreNumericAnswer('0.75', key, 'en')).toEqual({ outcome: 'invalid', reason: 'form' });
    expect(scoreNumericAnswer('0.5', key, 'en')).toEqual({ outcome: 'invalid', reason: 'form' });
    const mixed = { value: 1.75, forms: ['mixed_number'] as const };
    expect(scoreNumericAnswer('7/4', mixed, 'en')).toEqual({ outcome: 'invalid', reason: 'form' });
    expect(scoreNumericAnswer('1 3/4', mixed, 'en')).toEqual({ outcome: 'correct' });
  });

  it('takes an integer where decimals are accepted, not a decimal where integers are', () => {
    expect(scoreNumericAnswer('3', { value: 3, forms: ['decimal'] }, 'en').outcome).toBe('correct');
    expect(scoreNumericAnswer('3.0', { value: 3, forms: ['integer'] }, 'en')).toEqual({
      outcome: 'invalid',
      reason: 'form',
    });
  });

  it('asks again for what is not a number', () => {
    expect(scoreNumericAnswer('', { value: 1 }, 'en')).toEqual({
      outcome: 'invalid',
      reason: 'empty',
    });
    expect(scoreNumericAnswer('ten', { value: 10 }, 'en')).toEqual({
      outcome: 'invalid',
      reason: 'format',
    });
    expect(scoreNumericAnswer('3/0', { value: 1 }, 'en')).toEqual({
      outcome: 'invalid',
      reason: 'zero_denominator',
    });
  });

  it('lets the child type the unit too', () => {
    const key = { value: 12, unit: 'cm' };
    expect(scoreNumericAnswer('12 cm', key, 'en').outcome).toBe('correct');
    expect(scoreNumericAnswer('12CM', key, 'en').outcome).toBe('correct');
    expect(scoreNumericAnswer('12 m', key, 'en').outcome).toBe('invalid');
  });
});

describe('a separator followed by three digits', () => {
  it('counts as thousands or as a decimal with three places, whichever the key is', () => {
    expect(scoreNumericAnswer('2,333', { value: 2.333 }, 'es').outcome).toBe('correct');
    expect(scoreNumericAnswer('2,333', { value: 2333 }, 'es').outcome).toBe('correct');
    expect(scoreNumericAnswer('1,000', { value: 1000 }, 'en').outcome).toBe('correct');
    expect(scoreNumericAnswer('-1.250', { value: -1.25 }, 'es').outcome).toBe('correct');
    expect(scoreNumericAnswer('2,333', { value: 2.334 }, 'es').outcome).toBe('wrong');
    expect(scoreNumericAnswer('2,333', { value: 2.333, forms: ['integer'] }, 'es').outcome).toBe(
      'wrong',
    );
  });
});
