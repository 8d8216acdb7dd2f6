import { GAME_EXERCISES_PER_ROUND } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { GAME_LEVEL_COUNTS } from '../level-counts';
import { EGG_COLOURS, EGG_PATTERNS, sameLook } from './egg-looks';
import type { EggLevel } from './levels';
import { EGGS_PER_BASKET_MAX, LEVELS, MEADOW_SLOTS } from './levels';
import type { EggProblem } from './problems';
import { checkAnswer, generateProblem } from './problems';

const SEEDS = Array.from({ length: 250 }, (_, index) => index * 7_919 + 13);
const EXERCISES = Array.from({ length: GAME_EXERCISES_PER_ROUND }, (_, index) => index);
const LEVEL_NUMBERS = LEVELS.map((_, index) => index);

function inRange(value: number, [min, max]: readonly [number, number]) {
  expect(value).toBeGreaterThanOrEqual(min);
  expect(value).toBeLessThanOrEqual(max);
}

/** Checks one problem against the step of the level table it was made from. */
function expectFitsStep(row: EggLevel, exercise: number, problem: EggProblem) {
  if (row.kind === 'baskets' && problem.kind === 'baskets') {
    const step = row.steps[exercise]!;
    expect(problem.hidden).toHaveLength(step.baskets);
    for (const count of problem.hidden) inRange(count, [1, EGGS_PER_BASKET_MAX]);
    inRange(problem.brought, step.brought);
    inRange(problem.answer, step.total);
    expect(problem.hidden.reduce((sum, count) => sum + count, problem.brought)).toBe(
      problem.answer,
    );
  } else if (row.kind === 'colours' && problem.kind === 'colours') {
    const step = row.steps[exercise]!;
    inRange(problem.answer, step.target);
    expect(problem.groups).toHaveLength(step.otherLooks + 1);
    const others = problem.groups.filter((group) => !sameLook(group.look, problem.target));
    expect(others).toHaveLength(step.otherLooks);
    for (const group of others) {
      inRange(group.count, step.othersEach);
      // The asked pattern is never on another egg: the pattern alone finds the answer.
      expect(group.look.pattern).not.toBe(problem.target.pattern);
    }
    expect(others.some((group) => group.look.colour === problem.target.colour)).toBe(
      step.sameColourDecoy,
    );
    expect(
      new Set(problem.groups.map((group) => `${group.look.colour}-${group.look.pattern}`)).size,
    ).toBe(problem.groups.length);
    expect(problem.slots).toHaveLength(MEADOW_SLOTS);
    const asked = problem.slots.filter((look) => look && sameLook(look, problem.target));
    expect(asked).toHaveLength(problem.answer);
    const eggs = problem.slots.filter((look) => look !== null);
    expect(eggs).toHaveLength(problem.groups.reduce((sum, group) => sum + group.count, 0));
    expect(EGG_COLOURS).toContain(problem.target.colour);
    expect(EGG_PATTERNS).toContain(problem.target.pattern);
  } else if (row.kind === 'cartons' && problem.kind === 'cartons') {
    const step = row.steps[exercise]!;
    expect(step.sizes).toContain(problem.cartonSize);
    inRange(problem.cartons, step.cartons);
    expect(problem.answer).toBe(problem.cartonSize * problem.cartons);
  } else {
    throw new Error(`A ${row.kind} level made a ${problem.kind} problem`);
  }
}

describe('the level table', () => {
  it('has the fixed number of levels, each with one step per exercise of a round', () => {
    expect(LEVELS).toHaveLength(GAME_LEVEL_COUNTS['easter-egg']);
    for (const row of LEVELS) expect(row.steps).toHaveLength(GAME_EXERCISES_PER_ROUND);
  });

  it('counts to 10, then to 20, then by look, then by cartons', () => {
    expect(LEVELS.map((row) => row.kind)).toEqual(['baskets', 'baskets', 'colours', 'cartons']);
    const counting = (level: number) =>
      LEVELS[level]!.kind === 'baskets' ? LEVELS[level]!.steps.map((step) => step.total[1]) : [];
    expect(Math.max(...counting(0))).toBe(10);
    expect(Math.max(...counting(1))).toBe(20);
  });

  it('never gets easier from one exercise to the next', () => {
    for (const row of LEVELS) {
      const ranges = row.steps.map((step) => {
        if ('total' in step) return step.total;
        if ('target' in step) return step.target;
        return [
          Math.min(...step.sizes) * step.cartons[0],
          Math.max(...step.sizes) * step.cartons[1],
        ] as const;
      });
      for (let index = 1; index < ranges.length; index += 1) {
        expect(ranges[index]![1]).toBeGreaterThanOrEqual(ranges[index - 1]![1]);
        if (row.kind !== 'cartons')
          expect(ranges[index]![0]).toBeGreaterThanOrEqual(ranges[index - 1]![0]);
      }
      if (row.kind === 'colours')
        for (let index = 1; index < row.steps.length; index += 1)
          expect(row.steps[index]!.otherLooks).toBeGreaterThanOrEqual(
            row.steps[index - 1]!.otherLooks,
          );
    }
  });
});

describe.each(LEVEL_NUMBERS)('level %i', (level) => {
  const row = LEVELS[level]!;

  it.each(EXERCISES)(
    'exercise %i: the same seed makes the same problem, within the step',
    (exercise) => {
      for (const seed of SEEDS) {
        const problem = generateProblem(level, exercise, seed);
        expect(generateProblem(level, exercise, seed)).toEqual(problem);
        expectFitsStep(row, exercise, problem);
      }
    },
  );

  it('asks for more eggs, on average, as the round goes on', () => {
    const averages = EXERCISES.map(
      (exercise) =>
        SEEDS.reduce((sum, seed) => sum + generateProblem(level, exercise, seed).answer, 0) /
        SEEDS.length,
    );
    for (let index = 1; index < averages.length; index += 1)
      expect(averages[index]).toBeGreaterThanOrEqual(averages[index - 1]!);
  });

  it('makes different problems from different seeds', () => {
    const answers = new Set(SEEDS.map((seed) => JSON.stringify(generateProblem(level, 4, seed))));
    expect(answers.size).toBeGreaterThan(5);
  });
});

describe('checkAnswer', () => {
  const problem = generateProblem(1, 2, 4242);

  it('is right for the count, typed with or without spaces around it', () => {
    expect(checkAnswer(problem, String(problem.answer))).toBe('right');
    expect(checkAnswer(problem, ` ${problem.answer} `)).toBe('right');
    expect(checkAnswer(problem, `0${problem.answer}`)).toBe('right');
  });

  it('is wrong for another whole number', () => {
    expect(checkAnswer(problem, String(problem.answer + 1))).toBe('wrong');
    expect(checkAnswer(problem, String(problem.answer - 1))).toBe('wrong');
    expect(checkAnswer(problem, '0')).toBe('wrong');
  });

  it('is invalid (no life lost) for a blank or malformed answer', () => {
    for (const text of ['', '   ', 'abc', '1a', '3.5', '-2', '1 2', '+4', '½'])
      expect(checkAnswer(problem, text)).toBe('invalid');
  });
});
