/**
 * The level table of Clown to Water, in the manner of GCompris: each level's data in one typed
 * row. A round has five exercises, and each exercise is a sub-level of its own row, so the
 * difficulty rises within a level as well as from one level to the next.
 */

/** The points of the rings of the bonus round's target, from the outside in. */
export type RingPoints = 1 | 5 | 10;

/** One sub-level of a sums level: the range of the bigger number and how often to subtract. */
export interface FactsStep {
  /**
   * The bigger number of the fact (the sum of an addition, the first number of a subtraction)
   * lies in min..max, so the facts stay "within" the level's limit and grow sub-level by sub-level.
   */
  min: number;
  max: number;
  /** Chance (0..1) that the fact is a subtraction; results are never negative. */
  subtractionShare: number;
}

/** One sub-level of the bonus round: how many balls land, and on which rings they may land. */
export interface BonusStep {
  balls: number;
  rings: readonly RingPoints[];
}

type FiveSteps<Step> = readonly [Step, Step, Step, Step, Step];

export interface FactsLevel {
  kind: 'facts';
  /** The level's limit ("within 10"), for tests and for the level's name. */
  limit: number;
  steps: FiveSteps<FactsStep>;
}

export interface BonusLevel {
  kind: 'bonus';
  steps: FiveSteps<BonusStep>;
}

export type ClownLevel = FactsLevel | BonusLevel;

export const LEVELS = [
  {
    kind: 'facts',
    limit: 10,
    steps: [
      { min: 2, max: 5, subtractionShare: 0 },
      { min: 3, max: 7, subtractionShare: 0 },
      { min: 4, max: 10, subtractionShare: 0.3 },
      { min: 5, max: 10, subtractionShare: 0.5 },
      { min: 6, max: 10, subtractionShare: 0.5 },
    ],
  },
  {
    kind: 'facts',
    limit: 20,
    steps: [
      { min: 8, max: 12, subtractionShare: 0 },
      { min: 10, max: 15, subtractionShare: 0.3 },
      { min: 11, max: 18, subtractionShare: 0.4 },
      { min: 12, max: 20, subtractionShare: 0.5 },
      { min: 14, max: 20, subtractionShare: 0.5 },
    ],
  },
  {
    kind: 'facts',
    limit: 100,
    steps: [
      { min: 20, max: 40, subtractionShare: 0 },
      { min: 30, max: 60, subtractionShare: 0.3 },
      { min: 40, max: 80, subtractionShare: 0.4 },
      { min: 50, max: 100, subtractionShare: 0.5 },
      { min: 60, max: 100, subtractionShare: 0.5 },
    ],
  },
  {
    // The bonus round: no sum is written, the child reads the target and adds the points.
    kind: 'bonus',
    steps: [
      { balls: 3, rings: [1, 5] },
      { balls: 3, rings: [1, 5, 10] },
      { balls: 4, rings: [1, 5, 10] },
      { balls: 5, rings: [1, 5, 10] },
      { balls: 6, rings: [1, 5, 10] },
    ],
  },
] as const satisfies readonly ClownLevel[];

/** The row of a level, clamped so a stale saved level can never break the game. */
export function levelAt(level: number): ClownLevel {
  return LEVELS[Math.min(Math.max(0, Math.trunc(level)), LEVELS.length - 1)]!;
}
