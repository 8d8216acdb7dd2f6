import { describe, expect, it } from 'vitest';
import { createRandom, exerciseRandom, numberChoices, pick, randomInt, shuffle } from './random';

describe('seeded randomness', () => {
  it('repeats itself for one seed and differs between seeds', () => {
    const first = createRandom(42);
    const again = createRandom(42);
    const other = createRandom(43);
    const a = Array.from({ length: 5 }, first);
    expect(Array.from({ length: 5 }, again)).toEqual(a);
    expect(Array.from({ length: 5 }, other)).not.toEqual(a);
    expect(a.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('gives each exercise of a round its own sequence', () => {
    expect(exerciseRandom(7, 0, 0)()).not.toBe(exerciseRandom(7, 0, 1)());
    expect(exerciseRandom(7, 1, 0)()).not.toBe(exerciseRandom(7, 0, 0)());
    expect(exerciseRandom(7, 2, 3)()).toBe(exerciseRandom(7, 2, 3)());
  });

  it('draws whole numbers within the bounds, both ends included', () => {
    const random = createRandom(1);
    const seen = new Set(Array.from({ length: 500 }, () => randomInt(random, 3, 6)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('picks and shuffles without losing or inventing items', () => {
    const random = createRandom(9);
    expect(['a', 'b', 'c']).toContain(pick(random, ['a', 'b', 'c']));
    expect(() => pick(random, [])).toThrow();
    expect(shuffle(random, [1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('offers the answer exactly once among distinct choices in range', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const random = createRandom(seed);
      const answer = randomInt(random, 0, 20);
      const choices = numberChoices(random, answer, { count: 3, min: 0, max: 20 });
      expect(choices).toHaveLength(3);
      expect(new Set(choices).size).toBe(3);
      expect(choices.filter((choice) => choice === answer)).toHaveLength(1);
      expect(choices.every((choice) => choice >= 0 && choice <= 20)).toBe(true);
    }
    expect(numberChoices(createRandom(1), 0, { count: 3, min: 0, max: 2 }).sort()).toEqual([
      0, 1, 2,
    ]);
    expect(() => numberChoices(createRandom(1), 5, { count: 3, min: 0, max: 3 })).toThrow();
  });
});
