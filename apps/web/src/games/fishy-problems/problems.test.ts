import { GAME_EXERCISES_PER_ROUND } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { GAME_LEVEL_COUNTS } from '../level-counts';
import { LEVELS, OPERATIONS } from './levels';
import type { FishyProblem } from './problems';
import {
  HERO_COUNT,
  LARGEST_FISH_NUMBER,
  SMALLEST_STORY_NUMBER,
  STORY_COUNT,
  checkAnswer,
  generateProblem,
  swapDigits,
} from './problems';
import { storyText } from './story-text';
import { TEXTS } from './texts';

const SEEDS = Array.from({ length: 250 }, (_, index) => index * 7_919 + 3);
const EXERCISES = Array.from({ length: GAME_EXERCISES_PER_ROUND }, (_, index) => index);
const LEVEL_INDEXES = LEVELS.map((_, index) => index);

function mean(values: number[]) {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Whether the problem's numbers keep to what its level allows at this sub-level. */
function withinLevel(problem: FishyProblem, level: number, exercise: number) {
  const largest = (LEVELS[level]!.largest as Partial<Record<string, readonly number[]>>)[
    problem.operation
  ]?.[exercise];
  if (largest === undefined) return false;
  const { a, b, answer } = problem;
  if (a < SMALLEST_STORY_NUMBER || b < SMALLEST_STORY_NUMBER) return false;
  if (problem.operation === 'add') return answer === a + b && answer <= largest;
  if (problem.operation === 'subtract') return answer === a - b && a <= largest && answer >= 1;
  return answer === a * b && a <= largest && b <= largest;
}

describe('the level table', () => {
  it('has the fixed number of levels, each with a list entry per exercise that never shrinks', () => {
    expect(LEVELS).toHaveLength(GAME_LEVEL_COUNTS['fishy-problems']);
    for (const level of LEVELS) {
      const lists: readonly (readonly number[])[] = [
        level.fishCount,
        ...Object.values(level.largest),
      ];
      for (const list of lists) {
        expect(list).toHaveLength(GAME_EXERCISES_PER_ROUND);
        for (const index of EXERCISES.slice(1))
          expect(list[index]).toBeGreaterThanOrEqual(list[index - 1]!);
      }
      for (const count of level.fishCount) expect([3, 4, 5]).toContain(count);
    }
  });
});

describe.each(LEVEL_INDEXES)('level %i', (level) => {
  it.each(EXERCISES)(
    'exercise %i: deterministic, in range, one fish with the answer',
    (exercise) => {
      for (const seed of SEEDS) {
        const problem = generateProblem(level, exercise, seed);
        expect(generateProblem(level, exercise, seed)).toEqual(problem);
        expect(withinLevel(problem, level, exercise)).toBe(true);
        expect(problem.choices).toHaveLength(LEVELS[level]!.fishCount[exercise]!);
        expect(problem.choices.filter((choice) => choice === problem.answer)).toHaveLength(1);
        expect(new Set(problem.choices).size).toBe(problem.choices.length);
        for (const choice of problem.choices) {
          expect(Number.isInteger(choice)).toBe(true);
          expect(choice).toBeGreaterThanOrEqual(1);
          expect(choice).toBeLessThanOrEqual(LARGEST_FISH_NUMBER);
        }
        expect(problem.story).toBeGreaterThanOrEqual(0);
        expect(problem.story).toBeLessThan(STORY_COUNT);
        expect(problem.hero).toBeGreaterThanOrEqual(0);
        expect(problem.hero).toBeLessThan(HERO_COUNT);
      }
    },
  );

  it('asks harder sums as the round goes on: the average answer never drops', () => {
    const averages = EXERCISES.map((exercise) =>
      mean(SEEDS.map((seed) => generateProblem(level, exercise, seed).answer)),
    );
    for (const index of EXERCISES.slice(1))
      expect(averages[index]).toBeGreaterThan(averages[index - 1]!);
  });

  it('differs from seed to seed', () => {
    const stories = new Set(SEEDS.map((seed) => JSON.stringify(generateProblem(level, 2, seed))));
    expect(stories.size).toBeGreaterThan(SEEDS.length / 2);
  });
});

describe('the kinds of story', () => {
  const operationsOf = (level: number) =>
    new Set(
      EXERCISES.flatMap((exercise) =>
        SEEDS.map((seed) => generateProblem(level, exercise, seed).operation),
      ),
    );

  it('adds, then takes away, then multiplies, then mixes all three', () => {
    expect([...operationsOf(0)]).toEqual(['add']);
    expect([...operationsOf(1)]).toEqual(['subtract']);
    expect([...operationsOf(2)]).toEqual(['multiply']);
    expect([...operationsOf(3)].sort()).toEqual([...OPERATIONS].sort());
  });

  it('puts look-alikes of the answer on the last level’s wrong fish', () => {
    for (const exercise of EXERCISES)
      for (const seed of SEEDS) {
        const { answer, choices } = generateProblem(3, exercise, seed);
        // ±1, ±2 and the swapped digits first; near 1 there is only room further up.
        const close = choices.filter(
          (choice) =>
            choice !== answer && (Math.abs(choice - answer) <= 3 || choice === swapDigits(answer)),
        );
        // All but one: the other operation's answer may be far off.
        expect(close.length).toBeGreaterThanOrEqual(choices.length - 2);
      }
  });

  it('swaps two different digits only', () => {
    expect(swapDigits(23)).toBe(32);
    expect(swapDigits(7)).toBeNull();
    expect(swapDigits(40)).toBeNull();
    expect(swapDigits(44)).toBeNull();
  });

  it('tells every story in both languages, with its numbers and hero', () => {
    for (const level of LEVEL_INDEXES)
      for (const seed of SEEDS.slice(0, 60)) {
        const problem = generateProblem(level, 4, seed);
        for (const language of ['en', 'es'] as const) {
          const text = storyText(problem, language);
          expect(text).toContain(String(problem.a));
          expect(text).toContain(String(problem.b));
          expect(text).toMatch(/\?$/);
        }
        expect(storyText(problem, 'es')).toContain('¿');
      }
    for (const language of ['en', 'es'] as const) {
      expect(TEXTS[language].heroes).toHaveLength(HERO_COUNT);
      for (const operation of OPERATIONS)
        expect(TEXTS[language].stories[operation]).toHaveLength(STORY_COUNT);
    }
  });
});

describe('checkAnswer', () => {
  const problem = generateProblem(0, 0, 4242);
  const wrong = problem.choices.find((choice) => choice !== problem.answer)!;

  it('is right for the fish with the answer, typed or caught', () => {
    expect(checkAnswer(problem, problem.answer)).toBe('right');
    expect(checkAnswer(problem, ` ${problem.answer} `)).toBe('right');
  });

  it('is wrong for another number', () => {
    expect(checkAnswer(problem, wrong)).toBe('wrong');
    expect(checkAnswer(problem, String(problem.answer + 10))).toBe('wrong');
  });

  it('is invalid, costing nothing, when there is no whole number', () => {
    for (const blankOrMalformed of [null, undefined, '', '   ', 'abc', '3.5', '-2', '1e2', -1, 2.5])
      expect(checkAnswer(problem, blankOrMalformed)).toBe('invalid');
  });
});
