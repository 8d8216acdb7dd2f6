import { describe, expect, it } from 'vitest';
import { containsNul } from './refuse-nul-characters';

describe('containsNul', () => {
  it('finds a NUL in any string or key, however deep', () => {
    expect(containsNul({ a: [1, { b: 'x\u0000y' }] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul('\u0000')).toBe(true);
    expect(containsNul({ a: ['ñandú 😀', null, 3, true] })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
  });

  it('walks a body nested far deeper than the stack allows, and very long arrays', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(containsNul(deep)).toBe(true);
    expect(containsNul(Array.from({ length: 300_000 }, () => 1))).toBe(false);
  });
});
