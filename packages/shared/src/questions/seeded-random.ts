/**
 * A deterministic pseudo-random generator (mulberry32) from a 32-bit integer seed: the same
 * seed gives the same sequence on every engine, so the server can replay a template draw or
 * a shuffle from the seed alone. Not for secrets.
 */

export interface SeededRandom {
  /** The next number in [0, 1). */
  next(): number;
  /** A whole number in [min, max] on the grid min, min + step, … (step defaults to 1). */
  intBetween(min: number, max: number, step?: number): number;
  /** A shuffled copy (Fisher–Yates); the input is left as it was. */
  shuffle<T>(items: readonly T[]): T[];
}

function toUint32(seed: number): number {
  if (!Number.isInteger(seed)) throw new RangeError(`A seed must be an integer, got ${seed}`);
  return seed >>> 0;
}

/** The raw mulberry32 generator: each call gives the next number in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = toUint32(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A new seed from a seed and a salt, so one seed can feed independent sequences. */
export function mixSeed(seed: number, salt: number): number {
  let h = (toUint32(seed) ^ Math.imul(toUint32(salt), 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export function createRandom(seed: number): SeededRandom {
  const next = mulberry32(seed);
  return {
    next,
    intBetween(min, max, step = 1) {
      if (!Number.isInteger(min) || !Number.isInteger(max) || !Number.isInteger(step))
        throw new RangeError(`intBetween needs whole numbers, got ${min}, ${max}, ${step}`);
      if (step <= 0) throw new RangeError(`intBetween needs a positive step, got ${step}`);
      if (min > max) throw new RangeError(`intBetween needs min <= max, got ${min} > ${max}`);
      const count = Math.floor((max - min) / step) + 1;
      return min + Math.floor(next() * count) * step;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const result = [...items];
      for (let i = result.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        const picked = result[j] as T;
        result[j] = result[i] as T;
        result[i] = picked;
      }
      return result;
    },
  };
}
