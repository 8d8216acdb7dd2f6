import { describe, expect, it } from 'vitest';
import { numbersDiffer, numbersIn } from './text-numbers';

describe('numbersIn', () => {
  it('reads decimal and thousands marks as each language writes them', () => {
    expect(numbersIn('It costs 1,250.5 pesos, not 3.', 'en')).toEqual([3, 1250.5]);
    expect(numbersIn('Cuesta 1.250,5 pesos, no 3.', 'es')).toEqual([3, 1250.5]);
    expect(numbersIn('Son 1\u00a0250 pesos.', 'es')).toEqual([1250]);
    expect(numbersIn('Redondea 4,368 a 4,4.', 'es')).toEqual([4.368, 4.4]);
    expect(numbersIn('no digits here', 'en')).toEqual([]);
  });

  it('says "count by 5s" and "de 5 en 5" have the same numbers', () => {
    expect(numbersDiffer('Count by 5s: 10, 15, 20', 'De 5 en 5: 10, 15, 20')).toBe(false);
    expect(numbersDiffer('Count by 5s', 'Cuenta de 5 en 10')).toBe(true);
  });

  it('finds a number that is missing or different in one language', () => {
    expect(numbersDiffer('3', 'No, es muda.')).toBe(true);
    expect(numbersDiffer('2.5 m', '2,5 m')).toBe(false);
    expect(numbersDiffer('2.5 m', '2.5 m')).toBe(true); // Spanish writes 2,5; "2.5" reads as 2 and 5
    expect(numbersDiffer('July 4, 1776', '4 de julio de 1776')).toBe(false);
  });
});
