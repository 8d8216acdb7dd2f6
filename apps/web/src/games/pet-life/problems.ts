import type { AnswerResult } from '../kit/game-machine';
import { createRandom, exerciseRandom, randomInt } from '../kit/random';
import type { PetLifeKind } from './levels';
import { LEVELS, levelStep } from './levels';
import { parseWholeNumber } from '../kit/parse-number';

/**
 * pet-life's problems: pure functions of (level, exercise, seed), with no React, so the unit
 * tests and the Playwright journey compute exactly what the child is asked.
 */

export const PETS = ['puppy', 'kitten', 'bunny'] as const;
export type PetKind = (typeof PETS)[number];

/** The pet's meters in percent; they fall a little with each exercise of the round. */
export interface PetMeters {
  food: number;
  play: number;
  rest: number;
  /** Fills by a fifth with every exercise solved. */
  happiness: number;
}

/** `dividend = divisor × quotient + remainder`, told as a story about treats. */
export interface PetLifeProblem {
  kind: PetLifeKind;
  pet: PetKind;
  meters: PetMeters;
  /** Treats to share (share, group) or coins in the purse (budget). */
  dividend: number;
  /** Bowls (share), treats each pet needs (group) or coins per treat (budget). */
  divisor: number;
  /** The answer: treats per bowl (share), pets that eat (group), treats bought (budget). */
  quotient: number;
  /** Left for the jar, or coins left in the purse. */
  remainder: number;
  /** Bowls on the board (share and group; 0 for budget): in group, more than the pets fed. */
  bowls: number;
  /** Whether the board has a jar for the leftovers. */
  jar: boolean;
}

/** What the child answered: treats on the board, or two typed numbers for a budget. */
export type PetLifeAnswer =
  | { kind: 'board'; bowls: readonly number[]; jar: number }
  | { kind: 'numbers'; treats: string; coinsLeft: string };

/** The round's pet: one per seed, so it stays the same for all five exercises. */
export function petOfRound(seed: number): PetKind {
  return PETS[(seed >>> 0) % PETS.length]!;
}

/** The meters at an exercise: seeded per round, a few percent lower at each exercise. */
export function petMeters(seed: number, exercise: number): PetMeters {
  const random = createRandom((seed ^ 0x5eed_9e7) >>> 0);
  const fall = (start: number) => Math.max(10, start - exercise * randomInt(random, 4, 8));
  return {
    food: fall(randomInt(random, 78, 92)),
    play: fall(randomInt(random, 75, 95)),
    rest: fall(randomInt(random, 80, 95)),
    happiness: Math.min(100, exercise * 20),
  };
}

export function generateProblem(level: number, exercise: number, seed: number): PetLifeProblem {
  const random = exerciseRandom(seed, level, exercise);
  const step = levelStep(level, exercise);
  const divisor = randomInt(random, ...step.divisor);
  const quotient = randomInt(random, ...step.quotient);
  const remainder =
    step.remainder === 'none'
      ? 0
      : step.remainder === 'some'
        ? randomInt(random, 1, divisor - 1)
        : randomInt(random, 0, divisor - 1);
  // In "group" there are spare bowls, so how many get filled is the child's own answer.
  const bowls =
    step.kind === 'share'
      ? divisor
      : step.kind === 'group'
        ? quotient + randomInt(random, 1, 2)
        : 0;
  const row = LEVELS[Math.min(Math.max(level, 0), LEVELS.length - 1)]!;
  return {
    kind: step.kind,
    pet: petOfRound(seed),
    meters: petMeters(seed, exercise),
    dividend: divisor * quotient + remainder,
    divisor,
    quotient,
    remainder,
    bowls,
    jar: step.kind !== 'budget' && row.jar,
  };
}

const isCount = (value: number) => Number.isInteger(value) && value >= 0;

function checkBoard(problem: PetLifeProblem, bowls: readonly number[], jar: number): AnswerResult {
  if (bowls.length !== problem.bowls || !bowls.every(isCount) || !isCount(jar)) return 'invalid';
  const placed = bowls.reduce((sum, count) => sum + count, 0) + jar;
  // Nothing shared yet is not an answer; more treats than there are is not a possible one.
  if (placed === 0 || placed > problem.dividend) return 'invalid';
  if (jar !== problem.remainder) return 'wrong';
  if (problem.kind === 'share')
    return bowls.every((count) => count === problem.quotient) ? 'right' : 'wrong';
  // Group: a full bowl for each pet that can eat, the spare bowls left empty.
  const fed = bowls.filter((count) => count === problem.divisor).length;
  const tidy = bowls.every((count) => count === 0 || count === problem.divisor);
  return fed === problem.quotient && tidy ? 'right' : 'wrong';
}

export function checkAnswer(problem: PetLifeProblem, answer: PetLifeAnswer): AnswerResult {
  if (problem.kind === 'budget') {
    if (answer.kind !== 'numbers') return 'invalid';
    const treats = parseWholeNumber(answer.treats, 4);
    const coinsLeft = parseWholeNumber(answer.coinsLeft, 4);
    if (treats === null || coinsLeft === null) return 'invalid';
    return treats === problem.quotient && coinsLeft === problem.remainder ? 'right' : 'wrong';
  }
  if (answer.kind !== 'board') return 'invalid';
  return checkBoard(problem, answer.bowls, answer.jar);
}

/** The board the answer is: what a right answer looks like, for tests and the journey. */
export function rightBoard(problem: PetLifeProblem): { bowls: number[]; jar: number } {
  const bowls = Array.from({ length: problem.bowls }, (_, index) =>
    problem.kind === 'share' ? problem.quotient : index < problem.quotient ? problem.divisor : 0,
  );
  return { bowls, jar: problem.remainder };
}
