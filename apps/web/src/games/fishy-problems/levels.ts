/**
 * The level table of Fishy Problems, in the manner of GCompris: everything that makes one level
 * harder than another lives here, as data. Each round has 5 exercises, the level's sub-levels;
 * every per-exercise list below has one entry per exercise, and its numbers never shrink, so
 * the last fish of a round is the hardest to catch.
 */

export const OPERATIONS = ['add', 'subtract', 'multiply'] as const;
export type Operation = (typeof OPERATIONS)[number];

export interface FishyLevel {
  /**
   * The kinds of story the level tells, each with its largest number per exercise: the largest
   * total for `add`, the largest starting amount for `subtract`, the largest number of groups or
   * of fish in a group for `multiply`. A level with several kinds mixes them.
   */
  largest: Partial<Record<Operation, readonly number[]>>;
  /** How many fish swim by in each exercise (3 to 5), one of them carrying the answer. */
  fishCount: readonly number[];
  /**
   * Whether the wrong fish carry look-alikes of the answer (±1, ±2, its digits swapped) rather
   * than numbers a little further off: a closer look is the last level's challenge.
   */
  lookAlikes: boolean;
}

export const LEVELS = [
  // 1. Adding fish: totals up to 20.
  {
    largest: { add: [6, 9, 12, 15, 20] },
    fishCount: [3, 3, 4, 4, 5],
    lookAlikes: false,
  },
  // 2. Taking fish away: starting amounts up to 20.
  {
    largest: { subtract: [6, 9, 12, 15, 20] },
    fishCount: [3, 3, 4, 4, 5],
    lookAlikes: false,
  },
  // 3. Groups of fish ("3 bowls with 4 fish each"): up to 7 groups of 7.
  {
    largest: { multiply: [3, 4, 5, 6, 7] },
    fishCount: [3, 4, 4, 5, 5],
    lookAlikes: false,
  },
  // 4. Any of the three stories, bigger numbers, and wrong answers that look right.
  {
    largest: {
      add: [20, 30, 40, 50, 60],
      subtract: [20, 30, 40, 50, 60],
      multiply: [5, 6, 7, 8, 9],
    },
    fishCount: [4, 4, 5, 5, 5],
    lookAlikes: true,
  },
] as const satisfies readonly FishyLevel[];
