import type { AnswerResult } from '../kit/game-machine';
import type { Random } from '../kit/random';
import { exerciseRandom, pick, randomInt, shuffle } from '../kit/random';
import type { FishyLevel, Operation } from './levels';
import { LEVELS, OPERATIONS } from './levels';
import { parseWholeNumber } from '../kit/parse-number';

/**
 * The problems of Fishy Problems: pure functions of (level, exercise, seed), with no React and
 * no DOM, so the tests and the Playwright journey compute the same problem the child sees.
 */

/** How many story templates each operation has, in each language (texts.ts). */
export const STORY_COUNT = 4;
/** How many names the stories' heroes can have, in each language (texts.ts). */
export const HERO_COUNT = 6;
/**
 * The smallest number a story tells: 2, so "fish", "peces", "bolsas"… always read in the
 * plural in both languages.
 */
export const SMALLEST_STORY_NUMBER = 2;
/** The largest number a fish carries: its badge has room for two digits. */
export const LARGEST_FISH_NUMBER = 99;

export interface FishyProblem {
  operation: Operation;
  /** add: the fish there are and the fish that come; subtract: the fish there are and the
   *  fish that go; multiply: the groups and the fish in each group. */
  a: number;
  b: number;
  answer: number;
  /** Which story template tells it, and which hero's name it uses. */
  story: number;
  hero: number;
  /** The numbers the fish carry, top lane first: the answer exactly once. */
  choices: readonly number[];
}

export function generateProblem(level: number, exercise: number, seed: number): FishyProblem {
  const table: FishyLevel | undefined = LEVELS[level];
  if (!table) throw new Error(`Fishy Problems has no level ${level}`);
  const random = exerciseRandom(seed, level, exercise);
  const subLevel = Math.min(Math.max(exercise, 0), table.fishCount.length - 1);
  const operation = pick(
    random,
    OPERATIONS.filter((candidate) => table.largest[candidate]),
  );
  const largest = table.largest[operation]![subLevel]!;
  const { a, b, answer } = storyNumbers(random, operation, largest);
  const story = randomInt(random, 0, STORY_COUNT - 1);
  const hero = randomInt(random, 0, HERO_COUNT - 1);
  const wrong = wrongNumbers(random, { operation, a, b, answer }, table, subLevel);
  return { operation, a, b, answer, story, hero, choices: shuffle(random, [answer, ...wrong]) };
}

/**
 * The story's numbers. The lower bound rises with the upper one (half of it), so a later
 * sub-level never deals a sum as small as the first one's.
 */
function storyNumbers(random: Random, operation: Operation, largest: number) {
  const least = SMALLEST_STORY_NUMBER;
  if (operation === 'multiply') {
    const big = randomInt(random, Math.max(least, Math.ceil(largest / 2)), largest);
    const small = randomInt(random, least, largest);
    const [a, b] = random() < 0.5 ? [big, small] : [small, big];
    return { a, b, answer: a * b };
  }
  const total = randomInt(random, Math.max(2 * least, Math.floor(largest / 2) + 1), largest);
  if (operation === 'add') {
    const a = randomInt(random, least, total - least);
    return { a, b: total - a, answer: total };
  }
  // Subtract: at least one fish is left, so the answer is never "none".
  const b = randomInt(random, least, total - 1);
  return { a: total, b, answer: total - b };
}

/** The answer with its two digits swapped (23 → 32), when that is another two-digit number. */
export function swapDigits(answer: number): number | null {
  if (answer < 10 || answer > 99) return null;
  const tens = Math.floor(answer / 10);
  const ones = answer % 10;
  return ones === 0 || ones === tens ? null : ones * 10 + tens;
}

/** The answer a child gets by doing the other sum: adding when they should take away, etc. */
function otherOperationAnswer(problem: Pick<FishyProblem, 'operation' | 'a' | 'b'>) {
  return problem.operation === 'add' ? Math.abs(problem.a - problem.b) : problem.a + problem.b;
}

/**
 * The numbers the other fish carry: the other operation's answer (a real mistake children
 * make), then look-alikes (last level) or numbers 2 to 5 away, then the nearest free numbers.
 */
function wrongNumbers(
  random: Random,
  problem: Pick<FishyProblem, 'operation' | 'a' | 'b' | 'answer'>,
  level: FishyLevel,
  subLevel: number,
): number[] {
  const { answer } = problem;
  const count = level.fishCount[subLevel]! - 1;
  const nearby = level.lookAlikes
    ? [answer - 1, answer + 1, answer - 2, answer + 2, swapDigits(answer)]
    : [-5, -4, -3, -2, 2, 3, 4, 5].map((offset) => answer + offset);
  const candidates = [otherOperationAnswer(problem), ...shuffle(random, nearby)];
  // Last, the nearest numbers either side, so a small answer still gets enough fish.
  for (let offset = 1; offset <= LARGEST_FISH_NUMBER; offset += 1)
    candidates.push(answer + offset, answer - offset);
  const wrong = new Set<number>();
  for (const candidate of candidates) {
    if (wrong.size === count) break;
    if (candidate === null || candidate === answer) continue;
    if (candidate >= 1 && candidate <= LARGEST_FISH_NUMBER) wrong.add(candidate);
  }
  return [...wrong];
}

/**
 * A caught fish's number, or a typed answer: right, wrong, or invalid when there is no whole
 * number to judge (blank, letters, a fraction) — an invalid answer costs no life.
 */
export function checkAnswer(
  problem: Pick<FishyProblem, 'answer'>,
  caught: number | string | null | undefined,
): AnswerResult {
  const number = typeof caught === 'string' ? parseWholeNumber(caught, 3) : caught;
  if (number === null || number === undefined || !Number.isInteger(number) || number < 0)
    return 'invalid';
  return number === problem.answer ? 'right' : 'wrong';
}
