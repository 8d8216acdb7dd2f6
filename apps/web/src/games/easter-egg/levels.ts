/**
 * The level table of Easter Egg Count, in the manner of GCompris: one row per level, and in
 * each row one step per exercise of the round (its sub-levels), easiest first. The generator
 * reads nothing else, so difficulty is tuned here alone.
 */

/** Both ends included. */
export type Range = readonly [min: number, max: number];

/** Eggs under baskets that lift, then the bunny brings more: counting on, an addition story. */
export interface BasketStep {
  baskets: number;
  /** All the eggs at the end: the answer. */
  total: Range;
  /** How many eggs the bunny brings after the baskets lift. */
  brought: Range;
}

/** "How many blue striped eggs?" among eggs of other looks. */
export interface ColourStep {
  /** How many eggs have the asked look: the answer. */
  target: Range;
  /** How many other looks are mixed in, and how many eggs of each. */
  otherLooks: number;
  othersEach: Range;
  /** One other look shares the asked colour, so the pattern must be looked at too. */
  sameColourDecoy: boolean;
}

/** "How many eggs in 3 cartons of 5?": skip counting by the carton. */
export interface CartonStep {
  sizes: readonly CartonSize[];
  cartons: Range;
}

export type CartonSize = 2 | 5 | 10;

/** One step per exercise of a round (GAME_EXERCISES_PER_ROUND, checked by the tests). */
type FiveSteps<Step> = readonly [Step, Step, Step, Step, Step];

export type EggLevel =
  | { kind: 'baskets'; steps: FiveSteps<BasketStep> }
  | { kind: 'colours'; steps: FiveSteps<ColourStep> }
  | { kind: 'cartons'; steps: FiveSteps<CartonStep> };

/** Most eggs one basket hides: two rows of five fit under it. */
export const EGGS_PER_BASKET_MAX = 10;
/** Places in the meadow for the colour level's eggs (8 columns × 3 rows). */
export const MEADOW_SLOTS = 24;

export const LEVELS: readonly EggLevel[] = [
  {
    // 1. Count to 10: one basket, then the bunny brings one to four more.
    kind: 'baskets',
    steps: [
      { baskets: 1, total: [3, 5], brought: [1, 2] },
      { baskets: 1, total: [4, 6], brought: [1, 3] },
      { baskets: 1, total: [5, 8], brought: [1, 3] },
      { baskets: 1, total: [6, 9], brought: [2, 4] },
      { baskets: 1, total: [7, 10], brought: [2, 4] },
    ],
  },
  {
    // 2. Count to 20: two or three baskets, and a bigger bunny delivery.
    kind: 'baskets',
    steps: [
      { baskets: 2, total: [10, 13], brought: [2, 4] },
      { baskets: 2, total: [11, 15], brought: [3, 5] },
      { baskets: 2, total: [12, 17], brought: [3, 6] },
      { baskets: 3, total: [14, 19], brought: [4, 7] },
      { baskets: 3, total: [15, 20], brought: [4, 8] },
    ],
  },
  {
    // 3. Count by colour and pattern: more looks mixed in, then decoys of the same colour.
    kind: 'colours',
    steps: [
      { target: [2, 4], otherLooks: 1, othersEach: [2, 3], sameColourDecoy: false },
      { target: [3, 5], otherLooks: 2, othersEach: [2, 3], sameColourDecoy: false },
      { target: [3, 6], otherLooks: 2, othersEach: [2, 4], sameColourDecoy: true },
      { target: [4, 8], otherLooks: 3, othersEach: [2, 4], sameColourDecoy: true },
      { target: [5, 10], otherLooks: 3, othersEach: [3, 4], sameColourDecoy: true },
    ],
  },
  {
    // 4. Cartons: count by 2, then by 5, then by 10, with more cartons as the round goes on.
    kind: 'cartons',
    steps: [
      { sizes: [2], cartons: [2, 4] },
      { sizes: [5], cartons: [2, 3] },
      { sizes: [2, 5], cartons: [3, 5] },
      { sizes: [10], cartons: [2, 3] },
      { sizes: [5, 10], cartons: [3, 5] },
    ],
  },
];
