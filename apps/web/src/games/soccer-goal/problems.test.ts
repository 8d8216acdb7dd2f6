import { GAME_EXERCISES_PER_ROUND } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { GAME_LEVEL_COUNTS } from '../level-counts';
import { LEVELS, levelCeiling } from './levels';
import type { SoccerProblem } from './problems';
import { answerZone, checkAnswer, generateProblem } from './problems';

const SEEDS = Array.from({ length: 250 }, (_, index) => index * 7_919 + 3);
const EXERCISES = Array.from({ length: GAME_EXERCISES_PER_ROUND }, (_, index) => index);

function everyProblem(level: number, exercise: number) {
  return SEEDS.map((seed) => generateProblem(level, exercise, seed));
}

/** The biggest number the child has to handle in a question. */
function biggestNumber(problem: SoccerProblem) {
  return Math.max(problem.left, problem.right, problem.answer);
}

describe('the soccer-goal level table', () => {
  it('has the fixed number of levels, each with five sub-levels', () => {
    expect(LEVELS).toHaveLength(GAME_LEVEL_COUNTS['soccer-goal']);
    for (const level of LEVELS) {
      expect(level.maxByExercise).toHaveLength(GAME_EXERCISES_PER_ROUND);
      expect(level.tablesByExercise).toHaveLength(GAME_EXERCISES_PER_ROUND);
      expect(level.zonesByExercise).toHaveLength(GAME_EXERCISES_PER_ROUND);
    }
  });

  it('never makes a later sub-level easier: ranges, tables and zones only grow', () => {
    for (const level of LEVELS) {
      for (const exercise of EXERCISES.slice(1)) {
        expect(level.maxByExercise[exercise]).toBeGreaterThanOrEqual(
          level.maxByExercise[exercise - 1]!,
        );
        expect(level.zonesByExercise[exercise]).toBeGreaterThanOrEqual(
          level.zonesByExercise[exercise - 1]!,
        );
        const tables = level.tablesByExercise[exercise]!;
        const before = level.tablesByExercise[exercise - 1]!;
        if (tables.length > 0)
          expect(Math.min(...tables)).toBeGreaterThanOrEqual(Math.min(...before));
      }
    }
  });

  it('keeps the keeper still on levels 1 to 3 and moving on levels 4 and 5; level 5 has 4 or 5 zones', () => {
    expect(LEVELS.map((level) => level.keeperSways)).toEqual([false, false, false, true, true]);
    expect(LEVELS.slice(0, 4).flatMap((level) => level.zonesByExercise)).toEqual(Array(20).fill(3));
    expect(new Set(LEVELS[4].zonesByExercise)).toEqual(new Set([4, 5]));
  });
});

describe.each(LEVELS.map((level, index) => [index + 1, index, level] as const))(
  'soccer-goal level %i',
  (_number, level, data) => {
    it.each(EXERCISES)('exercise %i: the same seed gives the same penalty', (exercise) => {
      for (const seed of SEEDS) {
        expect(generateProblem(level, exercise, seed)).toEqual(
          generateProblem(level, exercise, seed),
        );
      }
    });

    it.each(EXERCISES)(
      'exercise %i: one right answer among different zones, all in range',
      (exercise) => {
        const max = data.maxByExercise[exercise]!;
        for (const problem of everyProblem(level, exercise)) {
          expect(data.operations).toContain(problem.operation);
          expect(problem.choices).toHaveLength(data.zonesByExercise[exercise]!);
          expect(new Set(problem.choices).size).toBe(problem.choices.length);
          expect(problem.choices.filter((choice) => choice === problem.answer)).toHaveLength(1);
          for (const value of [...problem.choices, problem.left, problem.right]) {
            expect(Number.isInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThanOrEqual(levelCeiling(data));
          }
          const { left, right, answer } = problem;
          const tables: readonly number[] = data.tablesByExercise[exercise]!;
          switch (problem.operation) {
            case 'add':
              expect(left + right).toBe(answer);
              expect(Math.min(left, right)).toBeGreaterThanOrEqual(1);
              expect(answer).toBeLessThanOrEqual(max);
              expect(Math.max(...problem.choices)).toBeLessThanOrEqual(max);
              break;
            case 'subtract':
              expect(left - right).toBe(answer);
              expect(right).toBeGreaterThanOrEqual(1);
              expect(answer).toBeGreaterThanOrEqual(1);
              expect(left).toBeLessThanOrEqual(max);
              break;
            case 'multiply':
              expect(left * right).toBe(answer);
              expect(tables.includes(left) || tables.includes(right)).toBe(true);
              expect(Math.min(left, right)).toBeGreaterThanOrEqual(2);
              expect(Math.max(left, right)).toBeLessThanOrEqual(10);
              break;
            case 'divide':
              expect(answer * right).toBe(left);
              expect(tables).toContain(right);
              expect(answer).toBeGreaterThanOrEqual(2);
              expect(answer).toBeLessThanOrEqual(10);
              break;
          }
        }
      },
    );

    it.each(EXERCISES)(
      'exercise %i: a look-alike wrong answer sits close to the right one',
      (exercise) => {
        for (const problem of everyProblem(level, exercise)) {
          const distances = problem.choices
            .filter((choice) => choice !== problem.answer)
            .map((choice) => Math.abs(choice - problem.answer));
          expect(Math.min(...distances)).toBeLessThanOrEqual(10);
        }
      },
    );

    it('the last sub-level asks for bigger numbers than the first, on average', () => {
      const average = (exercise: number) =>
        everyProblem(level, exercise).reduce((sum, problem) => sum + biggestNumber(problem), 0) /
        SEEDS.length;
      expect(average(4)).toBeGreaterThan(average(0));
    });

    it('puts the right answer in every zone across a round of seeds (no favourite side)', () => {
      const zones = new Set(everyProblem(level, 4).map(answerZone));
      expect(zones.size).toBe(data.zonesByExercise[4]);
    });
  },
);

describe('checking a kick', () => {
  it('is right at the answer zone, wrong at any other, invalid when no zone is named', () => {
    for (const [level] of LEVELS.entries()) {
      for (const seed of SEEDS.slice(0, 40)) {
        const problem = generateProblem(level, 4, seed);
        problem.choices.forEach((_choice, zone) =>
          expect(checkAnswer(problem, zone)).toBe(zone === answerZone(problem) ? 'right' : 'wrong'),
        );
        for (const nowhere of [null, undefined, -1, problem.choices.length, 9, 1.5, Number.NaN]) {
          expect(checkAnswer(problem, nowhere)).toBe('invalid');
        }
      }
    }
  });

  it('refuses a level that does not exist', () => {
    expect(() => generateProblem(LEVELS.length, 0, 1)).toThrow();
  });
});
