import { GAME_EXERCISES_PER_ROUND } from '@aula/shared/constants';

/**
 * The level table of Expanded Form, in the manner of GCompris: one row per level, one entry per
 * exercise of the round (its sub-levels, easiest first). Everything the problem generator needs
 * is here, so difficulty is tuned in this file alone.
 */

/**
 * build: put blocks in the place-value columns to make the number.
 * blank: type the missing part of "3,412 = 3,000 + 400 + __ + 2".
 * choose: read an expanded form and pick its number among three.
 */
export type ExerciseMode = 'build' | 'blank' | 'choose';

export interface ExpandedFormSubLevel {
  mode: ExerciseMode;
  /** The numbers asked lie in [min, max]; max also decides how many columns there are. */
  min: number;
  max: number;
  /**
   * Exactly this many zero digits, never the first digit nor the tenths one: an empty column
   * (3,042) is where children stumble, so zeros come in the later sub-levels.
   */
  zeroDigits: 0 | 1 | 2;
  /** The expanded form is written out of order ("2 + 3,000 + 40"): read by place, not position. */
  shuffledParts?: boolean;
}

export interface ExpandedFormLevel {
  /** Numbers have one decimal and a Tenths column. */
  tenths: boolean;
  /** One per exercise of the round. */
  subLevels: readonly ExpandedFormSubLevel[];
}

export const LEVELS = [
  // 1: two-digit numbers, tens and ones.
  {
    tenths: false,
    subLevels: [
      { mode: 'build', min: 10, max: 39, zeroDigits: 0 },
      { mode: 'blank', min: 10, max: 59, zeroDigits: 0 },
      { mode: 'build', min: 10, max: 79, zeroDigits: 0 },
      { mode: 'blank', min: 10, max: 99, zeroDigits: 0 },
      { mode: 'build', min: 10, max: 99, zeroDigits: 1 },
    ],
  },
  // 2: three-digit numbers.
  {
    tenths: false,
    subLevels: [
      { mode: 'build', min: 100, max: 399, zeroDigits: 0 },
      { mode: 'blank', min: 100, max: 599, zeroDigits: 0 },
      { mode: 'build', min: 100, max: 999, zeroDigits: 0 },
      { mode: 'blank', min: 100, max: 999, zeroDigits: 1 },
      { mode: 'build', min: 100, max: 999, zeroDigits: 1 },
    ],
  },
  // 3: four-digit numbers.
  {
    tenths: false,
    subLevels: [
      { mode: 'build', min: 1000, max: 3999, zeroDigits: 0 },
      { mode: 'blank', min: 1000, max: 5999, zeroDigits: 0 },
      { mode: 'build', min: 1000, max: 9999, zeroDigits: 0 },
      { mode: 'blank', min: 1000, max: 9999, zeroDigits: 1 },
      { mode: 'build', min: 1000, max: 9999, zeroDigits: 1 },
    ],
  },
  // 4: the reverse: which number is this expanded form?
  {
    tenths: false,
    subLevels: [
      { mode: 'choose', min: 100, max: 999, zeroDigits: 0 },
      { mode: 'choose', min: 100, max: 999, zeroDigits: 1 },
      { mode: 'choose', min: 1000, max: 9999, zeroDigits: 1 },
      { mode: 'choose', min: 1000, max: 9999, zeroDigits: 2 },
      { mode: 'choose', min: 1000, max: 9999, zeroDigits: 2, shuffledParts: true },
    ],
  },
  // 5: tenths: 4.7 = 4 + 0.7.
  {
    tenths: true,
    subLevels: [
      { mode: 'build', min: 1.1, max: 9.9, zeroDigits: 0 },
      { mode: 'blank', min: 1.1, max: 9.9, zeroDigits: 0 },
      { mode: 'build', min: 10.1, max: 49.9, zeroDigits: 0 },
      { mode: 'blank', min: 10.1, max: 99.9, zeroDigits: 0 },
      { mode: 'build', min: 10.1, max: 99.9, zeroDigits: 1 },
    ],
  },
] as const satisfies readonly ExpandedFormLevel[];

/** A level's row; a level past the table's end gets the last (hardest) one. */
export function levelRow(level: number): ExpandedFormLevel {
  return LEVELS[Math.min(Math.max(level, 0), LEVELS.length - 1)]!;
}

/** The sub-level of an exercise; past the table's end, its last (hardest) entry. */
export function subLevelOf(level: number, exercise: number): ExpandedFormSubLevel {
  const row = levelRow(level);
  const index = Math.min(Math.max(exercise, 0), GAME_EXERCISES_PER_ROUND - 1);
  return row.subLevels[Math.min(index, row.subLevels.length - 1)]!;
}
