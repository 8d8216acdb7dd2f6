import { GAME_EXERCISES_PER_ROUND } from '@aula/shared/constants';

/**
 * The level table of pet-life, in the manner of GCompris: each level is one row of data, and
 * each of its 5 exercises (the round's sub-levels) has its own step, so a round starts gently
 * and ends on the level's hardest sum. Nothing here knows about React.
 */

/** Both ends included. */
export type Range = readonly [min: number, max: number];

/**
 * How a problem is asked:
 * - `share`: share the treats fairly among the bowls (how many in each?);
 * - `group`: every pet needs the same number of treats (how many pets can eat?);
 * - `budget`: treats cost coins (how many can you buy, how many coins are left?).
 */
export type PetLifeKind = 'share' | 'group' | 'budget';

/** One exercise of a level: a division `dividend = divisor × quotient + remainder`. */
export interface PetLifeStep {
  kind: PetLifeKind;
  /** Bowls to share among (share), treats per pet (group) or coins per treat (budget). */
  divisor: Range;
  /** Treats in each bowl (share), pets that can eat (group) or treats bought (budget). */
  quotient: Range;
  /** Whether something is left over for the jar (or the purse): never, always or maybe. */
  remainder: 'none' | 'some' | 'any';
}

export interface PetLifeLevel {
  /** A jar for the leftovers on the sharing board (level 1 has none: nothing is left over). */
  jar: boolean;
  steps: readonly PetLifeStep[];
}

const step = (
  kind: PetLifeKind,
  divisor: Range,
  quotient: Range,
  remainder: PetLifeStep['remainder'],
): PetLifeStep => ({ kind, divisor, quotient, remainder });

export const LEVELS = [
  // 1. Equal sharing, small numbers, nothing left over.
  {
    jar: false,
    steps: [
      step('share', [2, 2], [1, 3], 'none'),
      step('share', [2, 2], [2, 4], 'none'),
      step('share', [3, 3], [2, 3], 'none'),
      step('share', [3, 3], [2, 4], 'none'),
      step('share', [3, 4], [3, 5], 'none'),
    ],
  },
  // 2. Sharing with leftovers: what cannot be shared fairly goes in the jar.
  {
    jar: true,
    steps: [
      step('share', [2, 2], [1, 3], 'some'),
      step('share', [3, 3], [1, 3], 'some'),
      step('share', [3, 3], [2, 4], 'some'),
      step('share', [4, 4], [2, 4], 'some'),
      step('share', [4, 5], [3, 5], 'some'),
    ],
  },
  // 3. Bigger numbers, and the other question: how many pets can eat?
  {
    jar: true,
    steps: [
      step('share', [3, 4], [4, 6], 'any'),
      step('group', [3, 4], [4, 6], 'any'),
      step('share', [4, 5], [5, 8], 'any'),
      step('group', [4, 6], [5, 7], 'any'),
      step('share', [5, 6], [6, 9], 'any'),
    ],
  },
  // 4. Budgets: treats cost coins; answered with numbers, not with bowls.
  {
    jar: false,
    steps: [
      step('budget', [2, 2], [2, 5], 'any'),
      step('budget', [3, 3], [2, 6], 'any'),
      step('budget', [2, 5], [3, 7], 'some'),
      step('budget', [4, 6], [3, 8], 'any'),
      step('budget', [5, 9], [4, 9], 'some'),
    ],
  },
] as const satisfies readonly PetLifeLevel[];

/** Every level has one step per exercise of a round. */
export const STEPS_PER_LEVEL = GAME_EXERCISES_PER_ROUND;

/** The step of an exercise; exercises past the table (never asked) reuse the last one. */
export function levelStep(level: number, exercise: number): PetLifeStep {
  const row: PetLifeLevel = LEVELS[Math.min(Math.max(level, 0), LEVELS.length - 1)]!;
  return row.steps[Math.min(Math.max(exercise, 0), row.steps.length - 1)]!;
}

/** The smallest dividend a step can ask, to check that later steps are not easier. */
export function smallestDividend(step: PetLifeStep): number {
  const remainder = step.remainder === 'some' ? 1 : 0;
  return step.divisor[0] * step.quotient[0] + remainder;
}

/** The biggest dividend a step can ask: `divisor × quotient + (divisor − 1)`. */
export function largestDividend(step: PetLifeStep): number {
  const remainder = step.remainder === 'none' ? 0 : step.divisor[1] - 1;
  return step.divisor[1] * step.quotient[1] + remainder;
}
