import type { AnswerResult } from '../kit/game-machine';
import type { Random } from '../kit/random';
import { exerciseRandom, pick, randomInt, shuffle } from '../kit/random';
import type { Operation, SoccerLevel } from './levels';
import { LEVELS } from './levels';

/**
 * Pure problem making and checking for soccer-goal: no React, no DOM, so the Playwright journey
 * can compute the same penalty the child sees from the round's seed.
 */

export interface SoccerProblem {
  operation: Operation;
  /** The question is `left <operation> right = ?`. */
  left: number;
  right: number;
  answer: number;
  /** One number per zone of the goal, left to right; the answer is among them exactly once. */
  choices: readonly number[];
  keeperSways: boolean;
}

/** The smallest number a zone may show: no question here has 0 for an answer. */
const CHOICE_MIN = 1;
/** Products and quotients come from the times tables, never above 10 × 10. */
const TABLES_CEILING = 100;

export function levelAt(level: number): SoccerLevel {
  const found = LEVELS[level];
  if (!found) throw new Error(`soccer-goal has no level ${level}`);
  return found;
}

/** Index 0..4 into the level's per-exercise lists (a retry beyond 4 stays at the hardest). */
function subLevel(exercise: number) {
  return Math.max(0, Math.min(4, Math.trunc(exercise))) as 0 | 1 | 2 | 3 | 4;
}

export function generateProblem(level: number, exercise: number, seed: number): SoccerProblem {
  const data = levelAt(level);
  const step = subLevel(exercise);
  const random = exerciseRandom(seed, level, exercise);
  const operation = pick(random, data.operations);
  const max = data.maxByExercise[step];
  const tables = data.tablesByExercise[step];
  const question = makeQuestion(random, operation, max, tables);
  const ceiling = operation === 'add' || operation === 'subtract' ? max : TABLES_CEILING;
  const wrong = lookAlikeAnswers(random, operation, question, ceiling, data.zonesByExercise[step]);
  return {
    operation,
    ...question,
    choices: shuffle(random, [question.answer, ...wrong]),
    keeperSways: data.keeperSways,
  };
}

interface Question {
  left: number;
  right: number;
  answer: number;
}

function makeQuestion(
  random: Random,
  operation: Operation,
  max: number,
  tables: readonly number[],
): Question {
  switch (operation) {
    case 'add': {
      // Sums in the upper half of the range, so a harder sub-level really asks bigger sums.
      const sum = randomInt(random, Math.ceil(max / 2), max);
      const left = randomInt(random, 1, sum - 1);
      return { left, right: sum - left, answer: sum };
    }
    case 'subtract': {
      const left = randomInt(random, Math.ceil(max / 2), max);
      const right = randomInt(random, 1, left - 1);
      return { left, right, answer: left - right };
    }
    case 'multiply': {
      const table = pick(random, tables);
      const times = randomInt(random, 2, 10);
      // "7 × 6" and "6 × 7" are the same fact: ask it both ways round.
      return random() < 0.5
        ? { left: table, right: times, answer: table * times }
        : { left: times, right: table, answer: table * times };
    }
    case 'divide': {
      const table = pick(random, tables);
      const quotient = randomInt(random, 2, 10);
      return { left: table * quotient, right: table, answer: quotient };
    }
  }
}

/** Digits swapped (36 ↔ 63): a classic slip when reading or writing two-digit numbers. */
function swapDigits(value: number) {
  return value >= 10 && value < 100 ? (value % 10) * 10 + Math.floor(value / 10) : value;
}

/**
 * The wrong answers a child is likely to reach. `close` ones are a slip away (off by one or
 * two, the next fact of the table); `others` are the classic mix-ups (a lost ten, swapped
 * digits, the wrong operation).
 */
function temptingMistakes(operation: Operation, { left, right, answer }: Question) {
  const offByOne = [answer + 1, answer - 1, answer + 2, answer - 2];
  switch (operation) {
    case 'add':
      return { close: offByOne, others: [answer + 10, answer - 10, swapDigits(answer)] };
    case 'subtract':
      return {
        close: offByOne,
        others: [answer + 10, answer - 10, swapDigits(answer), left + right],
      };
    case 'multiply':
      return {
        close: [left * (right + 1), left * (right - 1), (left + 1) * right, (left - 1) * right],
        others: [answer + 1, answer - 1, swapDigits(answer), left + right],
      };
    case 'divide':
      return { close: offByOne, others: [right] };
  }
}

/**
 * `count - 1` different wrong answers in [CHOICE_MIN, ceiling]: always one close look-alike,
 * then any tempting mistake, so the right zone never stands out as the only plausible one.
 */
function lookAlikeAnswers(
  random: Random,
  operation: Operation,
  question: Question,
  ceiling: number,
  count: number,
): number[] {
  const fits = (value: number) =>
    value >= CHOICE_MIN && value <= ceiling && value !== question.answer;
  const { close, others } = temptingMistakes(operation, question);
  const chosen = new Set<number>();
  const take = (values: readonly number[], wanted: number) => {
    for (const value of shuffle(random, values)) {
      if (chosen.size < wanted && fits(value)) chosen.add(value);
    }
  };
  take(close, 1);
  take([...close, ...others], count - 1);
  // Too few look-alikes fit (an answer near the edge of the range): take the nearest numbers.
  for (let offset = 1; chosen.size < count - 1; offset += 1) {
    for (const value of [question.answer + offset, question.answer - offset]) {
      if (chosen.size < count - 1 && fits(value)) chosen.add(value);
    }
  }
  return [...chosen];
}

/** The zone (0 = leftmost) that holds the right answer. */
export function answerZone(problem: SoccerProblem): number {
  return problem.choices.indexOf(problem.answer);
}

/**
 * A kick at `zone` (0 = leftmost): right when that zone holds the answer, wrong when it holds
 * another number, invalid when there is no such zone (no aim, or a key that names no zone).
 */
export function checkAnswer(problem: SoccerProblem, zone: number | null | undefined): AnswerResult {
  if (zone === null || zone === undefined || !Number.isInteger(zone)) return 'invalid';
  if (zone < 0 || zone >= problem.choices.length) return 'invalid';
  return problem.choices[zone] === problem.answer ? 'right' : 'wrong';
}
