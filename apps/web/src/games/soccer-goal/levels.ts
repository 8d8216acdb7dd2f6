/**
 * The level table of soccer-goal, in the manner of GCompris: each level's data in one place.
 * Every list "…ByExercise" has one entry per exercise of a round (its sub-levels, 0 to 4), so
 * a round starts gently and ends at the level's hardest.
 */

export type Operation = 'add' | 'subtract' | 'multiply' | 'divide';

/** A goal is split into this many answer zones across its mouth. */
export type ZoneCount = 3 | 4 | 5;

type PerExercise<T> = readonly [T, T, T, T, T];

export interface SoccerLevel {
  /** The operations a question may ask; one is drawn per question. */
  operations: readonly Operation[];
  /** Sums and subtractions: the largest number in the question (the sum, or what we take from). */
  maxByExercise: PerExercise<number>;
  /** Products and divisions: the times tables drawn from (the other factor is 2 to 10). */
  tablesByExercise: PerExercise<readonly number[]>;
  /** Answer zones across the goal: more zones, more look-alike answers to tell apart. */
  zonesByExercise: PerExercise<ZoneCount>;
  /** The keeper sways between zones while the child thinks: decoration, never a blocker. */
  keeperSways: boolean;
}

const NO_TABLES: PerExercise<readonly number[]> = [[], [], [], [], []];

export const LEVELS = [
  {
    operations: ['add'],
    maxByExercise: [10, 12, 15, 18, 20],
    tablesByExercise: NO_TABLES,
    zonesByExercise: [3, 3, 3, 3, 3],
    keeperSways: false,
  },
  {
    operations: ['add', 'subtract'],
    maxByExercise: [30, 50, 70, 90, 100],
    tablesByExercise: NO_TABLES,
    zonesByExercise: [3, 3, 3, 3, 3],
    keeperSways: false,
  },
  {
    operations: ['multiply'],
    maxByExercise: [100, 100, 100, 100, 100],
    // The friendly tables (2, 5, 10) first; the ones children find hardest (6 to 9) last.
    tablesByExercise: [
      [2, 5, 10],
      [2, 3, 4, 5, 10],
      [3, 4, 5, 6],
      [4, 6, 7, 8],
      [6, 7, 8, 9],
    ],
    zonesByExercise: [3, 3, 3, 3, 3],
    keeperSways: false,
  },
  {
    operations: ['add', 'subtract', 'multiply'],
    maxByExercise: [40, 60, 80, 100, 100],
    tablesByExercise: [
      [2, 3, 4, 5],
      [3, 4, 5, 6],
      [4, 5, 6, 7, 8],
      [5, 6, 7, 8, 9],
      [6, 7, 8, 9],
    ],
    zonesByExercise: [3, 3, 3, 3, 3],
    keeperSways: true,
  },
  {
    operations: ['add', 'subtract', 'multiply', 'divide'],
    maxByExercise: [50, 70, 100, 100, 100],
    tablesByExercise: [
      [2, 3, 4, 5],
      [3, 4, 5, 6, 7],
      [4, 5, 6, 7, 8, 9],
      [5, 6, 7, 8, 9],
      [6, 7, 8, 9],
    ],
    zonesByExercise: [4, 4, 4, 5, 5],
    keeperSways: true,
  },
] as const satisfies readonly SoccerLevel[];

/** The largest number a question or an answer zone of this level may show. */
export function levelCeiling(level: SoccerLevel): number {
  const usesTables = level.operations.some((op) => op === 'multiply' || op === 'divide');
  return Math.max(...level.maxByExercise, usesTables ? 100 : 0);
}
