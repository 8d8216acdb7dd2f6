/**
 * Seeded randomness for the games' problem generators: the same seed gives the same round, so
 * generators are pure and testable, and a journey can replay a round by its seed.
 */

/** A number in [0, 1), like Math.random. */
export type Random = () => number;

/** mulberry32: small, fast and good enough to deal out children's sums. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The generator of one exercise of a round: independent of the order exercises are asked in. */
export function exerciseRandom(seed: number, level: number, exercise: number): Random {
  return createRandom(Math.imul(seed >>> 0, 31) + level * 1_009 + exercise * 97 + 1);
}

/** A whole number from min to max, both included. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('Nothing to pick from');
  return items[Math.floor(random() * items.length)]!;
}

/** A shuffled copy (Fisher–Yates). */
export function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/**
 * `count` different numbers in [min, max], the answer among them exactly once, in random order.
 * Wrong choices are drawn near the answer first (within `spread`), then anywhere in range,
 * because close look-alikes are what make a child think.
 */
export function numberChoices(
  random: Random,
  answer: number,
  options: { count: number; min: number; max: number; spread?: number },
): number[] {
  const { count, min, max } = options;
  if (answer < min || answer > max) throw new Error(`${answer} is outside ${min}..${max}`);
  if (max - min + 1 < count) throw new Error(`Not ${count} numbers in ${min}..${max}`);
  const spread = options.spread ?? Math.max(2, count);
  const chosen = new Set<number>([answer]);
  for (let tries = 0; chosen.size < count && tries < 200; tries += 1) {
    const offset = randomInt(random, 1, spread) * (random() < 0.5 ? -1 : 1);
    const candidate = answer + offset;
    if (candidate >= min && candidate <= max) chosen.add(candidate);
  }
  for (let candidate = min; chosen.size < count; candidate += 1) chosen.add(candidate);
  return shuffle(random, [...chosen]);
}

/** A fresh seed for a round nobody asked to replay. */
export function randomSeed(): number {
  const values = new Uint32Array(1);
  globalThis.crypto.getRandomValues(values);
  return values[0]! % 1_000_000_000;
}
