import { GAMES, GAME_EXERCISES_PER_ROUND } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { GAME_LEVEL_COUNTS } from '../level-counts';
import { LEVELS, largestDividend, levelStep, smallestDividend } from './levels';
import type { PetLifeProblem } from './problems';
import { checkAnswer, generateProblem, petMeters, petOfRound, rightBoard } from './problems';
import { TEXTS } from './texts';

const SEEDS = Array.from({ length: 240 }, (_, index) => index * 7_919 + 13);
const EXERCISES = Array.from({ length: GAME_EXERCISES_PER_ROUND }, (_, index) => index);
const within = (value: number, [min, max]: readonly [number, number]) =>
  value >= min && value <= max;

/** Every problem the tests look at: each level, each exercise, many seeds. */
function* everyProblem(): Generator<[number, number, number, PetLifeProblem]> {
  for (const [level] of LEVELS.entries())
    for (const exercise of EXERCISES)
      for (const seed of SEEDS)
        yield [level, exercise, seed, generateProblem(level, exercise, seed)];
}

describe('the pet-life level table', () => {
  it('has the fixed number of levels, each with one step per exercise', () => {
    expect(LEVELS).toHaveLength(GAME_LEVEL_COUNTS['pet-life']);
    for (const level of LEVELS) expect(level.steps).toHaveLength(GAME_EXERCISES_PER_ROUND);
  });

  it('has the title of the menu and one level name per level, in English and Spanish', () => {
    const menu = GAMES.find((game) => game.name === 'pet-life')!;
    for (const language of ['en', 'es'] as const) {
      expect(TEXTS[language].title).toBe(menu.title[language]);
      expect(TEXTS[language].levels).toHaveLength(LEVELS.length);
    }
    expect(TEXTS.es.howToPlay).not.toBe(TEXTS.en.howToPlay);
  });

  it('never makes a later exercise of a level easier than the one before', () => {
    for (const level of LEVELS)
      for (const [index, step] of level.steps.entries()) {
        if (index === 0) continue;
        const before = level.steps[index - 1]!;
        expect(smallestDividend(step)).toBeGreaterThanOrEqual(smallestDividend(before));
        expect(largestDividend(step)).toBeGreaterThanOrEqual(largestDividend(before));
      }
  });

  it('asks bigger sharing sums level after level', () => {
    const hardest = [0, 1, 2].map((level) => largestDividend(levelStep(level, 4)));
    expect(hardest).toEqual([...hardest].sort((a, b) => a - b));
    expect(new Set(hardest).size).toBe(3);
  });
});

describe('pet-life problems', () => {
  it('are the same for the same seed, level and exercise', () => {
    for (const [level, exercise, seed, problem] of everyProblem())
      expect(generateProblem(level, exercise, seed)).toEqual(problem);
  });

  it('are a division within the range of their level and exercise', () => {
    for (const [level, exercise, , problem] of everyProblem()) {
      const step = levelStep(level, exercise);
      expect(problem.kind).toBe(step.kind);
      expect(within(problem.divisor, step.divisor)).toBe(true);
      expect(within(problem.quotient, step.quotient)).toBe(true);
      expect(problem.remainder).toBeGreaterThanOrEqual(step.remainder === 'some' ? 1 : 0);
      expect(problem.remainder).toBeLessThan(step.remainder === 'none' ? 1 : problem.divisor);
      expect(problem.dividend).toBe(problem.divisor * problem.quotient + problem.remainder);
      expect(problem.dividend).toBeLessThanOrEqual(largestDividend(step));
      expect(problem.dividend).toBeGreaterThanOrEqual(smallestDividend(step));
    }
  });

  it('put the bowls on the board the story needs', () => {
    for (const [level, , , problem] of everyProblem()) {
      if (problem.kind === 'share') expect(problem.bowls).toBe(problem.divisor);
      if (problem.kind === 'group')
        expect(within(problem.bowls - problem.quotient, [1, 2])).toBe(true);
      if (problem.kind === 'budget') expect(problem.bowls).toBe(0);
      expect(problem.jar).toBe(problem.kind !== 'budget' && LEVELS[level]!.jar);
      // Without a jar nothing may be left over.
      if (!problem.jar && problem.kind !== 'budget') expect(problem.remainder).toBe(0);
    }
  });

  it('keep one pet for the whole round and let its meters fall as the round goes on', () => {
    for (const seed of SEEDS) {
      const pets = EXERCISES.map((exercise) => generateProblem(0, exercise, seed).pet);
      expect(new Set(pets)).toEqual(new Set([petOfRound(seed)]));
      for (const exercise of EXERCISES.slice(1)) {
        const [before, now] = [petMeters(seed, exercise - 1), petMeters(seed, exercise)];
        expect(now.food).toBeLessThanOrEqual(before.food);
        expect(now.happiness).toBe(before.happiness + 20);
      }
    }
  });
});

describe('checking a pet-life answer', () => {
  it('has exactly one right board, and any other treat placed makes it wrong', () => {
    for (const [, , , problem] of everyProblem()) {
      if (problem.kind === 'budget') continue;
      const right = rightBoard(problem);
      expect(checkAnswer(problem, { kind: 'board', ...right })).toBe('right');
      // One treat moved from a bowl to the jar, or from the jar to a bowl: wrong.
      const bowls = [...right.bowls];
      bowls[0] = bowls[0]! - 1;
      expect(checkAnswer(problem, { kind: 'board', bowls, jar: right.jar + 1 })).toBe('wrong');
      if (right.jar > 0) {
        bowls[0] = bowls[0]! + 2;
        expect(checkAnswer(problem, { kind: 'board', bowls, jar: right.jar - 1 })).toBe('wrong');
      }
    }
  });

  it('is wrong when the leftovers are left in the bag or a spare bowl is half filled', () => {
    const problem = generateProblem(2, 1, 7);
    expect(problem.kind).toBe('group');
    const right = rightBoard(problem);
    expect(checkAnswer(problem, { kind: 'board', bowls: right.bowls, jar: 0 })).toBe(
      right.jar === 0 ? 'right' : 'wrong',
    );
    const spare = [...right.bowls];
    spare[spare.length - 1] = 1;
    expect(checkAnswer(problem, { kind: 'board', bowls: spare, jar: right.jar })).not.toBe('right');
  });

  it('takes an empty or impossible board as no answer yet', () => {
    for (const [, , , problem] of everyProblem()) {
      if (problem.kind === 'budget') continue;
      const empty = Array.from({ length: problem.bowls }, () => 0);
      const board = (bowls: number[], jar = 0) =>
        checkAnswer(problem, { kind: 'board', bowls, jar });
      expect(board(empty)).toBe('invalid');
      expect(board(empty, -1)).toBe('invalid');
      expect(board([...empty, 1])).toBe('invalid');
      expect(board(empty.map(() => problem.dividend))).toBe('invalid');
      expect(checkAnswer(problem, { kind: 'numbers', treats: '1', coinsLeft: '0' })).toBe(
        'invalid',
      );
    }
  });

  it('takes the two numbers of a budget: right, wrong, or blank and malformed as invalid', () => {
    for (const [, , , problem] of everyProblem()) {
      if (problem.kind !== 'budget') continue;
      const numbers = (treats: string, coinsLeft: string) =>
        checkAnswer(problem, { kind: 'numbers', treats, coinsLeft });
      const [treats, left] = [String(problem.quotient), String(problem.remainder)];
      expect(numbers(treats, left)).toBe('right');
      expect(numbers(` ${treats} `, left)).toBe('right');
      expect(numbers(String(problem.quotient + 1), left)).toBe('wrong');
      expect(numbers(treats, String(problem.remainder + problem.divisor))).toBe('wrong');
      expect(numbers(left, treats)).toBe(
        problem.quotient === problem.remainder ? 'right' : 'wrong',
      );
      for (const malformed of ['', '  ', 'two', '3.5', '-1', '1 2'])
        expect([numbers(malformed, left), numbers(treats, malformed)]).toEqual([
          'invalid',
          'invalid',
        ]);
      expect(checkAnswer(problem, { kind: 'board', bowls: [], jar: 0 })).toBe('invalid');
    }
  });
});
