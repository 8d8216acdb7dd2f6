import { describe, expect, it } from 'vitest';
import { askedDecimals } from './asked-precision';

describe('askedDecimals', () => {
  it('reads the rounding a prompt asks for, in English and in Spanish', () => {
    expect(askedDecimals('Round to two decimal places.', 'en')).toBe(2);
    expect(askedDecimals('Give it to one decimal place.', 'en')).toBe(1);
    expect(askedDecimals('Round 4.368 to the nearest tenth.', 'en')).toBe(1);
    expect(askedDecimals('to the nearest hundredth', 'en')).toBe(2);
    expect(askedDecimals('Round to the nearest whole day.', 'en')).toBe(0);
    expect(askedDecimals('Give your answer to the nearest thousand.', 'en')).toBe(-3);
    expect(askedDecimals('Redondea a dos decimales.', 'es')).toBe(2);
    expect(askedDecimals('Redondea a una cifra decimal.', 'es')).toBe(1);
    expect(askedDecimals('Redondea a la décima más cercana.', 'es')).toBe(1);
    expect(askedDecimals('Redondea al centésimo más cercano.', 'es')).toBe(2);
    expect(askedDecimals('Redondea al entero más cercano.', 'es')).toBe(0);
    expect(askedDecimals('Redondea al millar más cercano.', 'es')).toBe(-3);
  });

  it('finds no rounding where none is asked', () => {
    expect(askedDecimals('What is the capital of France?', 'en')).toBeUndefined();
    expect(askedDecimals('Write a decimal for 1/4.', 'en')).toBeUndefined();
    expect(askedDecimals('¿Cuál es la estrella más cercana a la Tierra?', 'es')).toBeUndefined();
    expect(askedDecimals('Escribe un decimal para 1/4.', 'es')).toBeUndefined();
  });
});
