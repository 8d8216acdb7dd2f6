import { GAME_EXERCISES_PER_ROUND } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { GAME_LEVEL_COUNTS } from '../level-counts';
import { LEVELS } from './levels';
import { fewestPiecesFor, MONEY_VALUES, totalCents } from './money';
import { checkAnswer, fewestWay, generateProblem, pricesOf } from './problems';

const SEEDS = Array.from({ length: 200 }, (_, index) => index * 7919 + 13);
const EXERCISES = Array.from({ length: GAME_EXERCISES_PER_ROUND }, (_, index) => index);

describe('the saving-money level table', () => {
  it('has the fixed number of levels, each with one step per exercise', () => {
    expect(LEVELS).toHaveLength(GAME_LEVEL_COUNTS['saving-money']);
    for (const level of LEVELS) expect(level.steps).toHaveLength(GAME_EXERCISES_PER_ROUND);
  });

  it('has prices to ask at every step, and later steps are not easier', () => {
    LEVELS.forEach((level) => {
      level.steps.forEach((step, index) => {
        expect(pricesOf(step, level.pieces).length).toBeGreaterThan(0);
        const before = level.steps[index - 1];
        if (!before) return;
        // Bigger amounts, finer steps, a bill not smaller, more pieces for "fewest".
        expect(step.max).toBeGreaterThanOrEqual(before.max);
        expect(step.step).toBeLessThanOrEqual(before.step);
        expect(('paid' in step ? step.paid : 0) ?? 0).toBeGreaterThanOrEqual(
          ('paid' in before ? before.paid : 0) ?? 0,
        );
        if ('minPieces' in step && 'minPieces' in before)
          expect(step.minPieces).toBeGreaterThanOrEqual(before.minPieces);
      });
    });
  });
});

describe.each(LEVELS.map((level, index) => [index + 1, index, level] as const))(
  'level %i',
  (_, levelIndex, level) => {
    it.each(EXERCISES)('exercise %i: deterministic, in range, with one right jar', (exercise) => {
      const step = level.steps[exercise]!;
      for (const seed of SEEDS) {
        const problem = generateProblem(levelIndex, exercise, seed);
        expect(generateProblem(levelIndex, exercise, seed)).toEqual(problem);
        expect(problem.task).toBe(level.task);
        expect(problem.priceCents).toBeGreaterThanOrEqual(step.min);
        expect(problem.priceCents).toBeLessThanOrEqual(step.max);
        expect(problem.priceCents % step.step).toBe(0);
        expect(Number.isInteger(problem.goalCents)).toBe(true);
        if ('paid' in step) {
          expect(problem.paidCents).toBe(step.paid);
          expect(problem.goalCents).toBe(step.paid - problem.priceCents);
        } else expect(problem.goalCents).toBe(problem.priceCents);
        expect(problem.goalCents).toBeGreaterThan(0);
        if ('minPieces' in step) {
          expect(problem.fewestPieces).toBeGreaterThanOrEqual(step.minPieces);
          expect(problem.fewestPieces).toBeLessThanOrEqual(step.maxPieces);
        }
        // The fewest way is reachable with the offered pieces, and is right.
        const way = fewestWay(problem.goalCents, problem.pieces);
        expect(totalCents(way)).toBe(problem.goalCents);
        expect(way).toHaveLength(problem.fewestPieces);
        expect(checkAnswer(problem, way)).toBe('right');
      }
    });

    it('asks for more pieces, on average, as the round goes on (save and fewest)', () => {
      if (level.task === 'change') return;
      const averages = EXERCISES.map(
        (exercise) =>
          SEEDS.reduce(
            (sum, seed) => sum + generateProblem(levelIndex, exercise, seed).fewestPieces,
            0,
          ) / SEEDS.length,
      );
      for (let index = 1; index < averages.length; index += 1)
        expect(averages[index]!).toBeGreaterThanOrEqual(averages[index - 1]!);
    });

    it('gives change from a bigger bill as the round goes on (change)', () => {
      if (level.task !== 'change') return;
      const biggest = EXERCISES.map((exercise) =>
        Math.max(...SEEDS.map((seed) => generateProblem(levelIndex, exercise, seed).goalCents)),
      );
      for (let index = 1; index < biggest.length; index += 1)
        expect(biggest[index]!).toBeGreaterThanOrEqual(biggest[index - 1]!);
    });
  },
);

describe('checkAnswer', () => {
  const save = generateProblem(2, 4, 42);
  const fewest = generateProblem(3, 2, 42);
  const change = generateProblem(4, 1, 42);

  it('is right for any jar that holds the goal, in save and change', () => {
    expect(checkAnswer(save, Array<number>(save.goalCents).fill(1))).toBe('right');
    expect(checkAnswer(change, Array<number>(change.goalCents / 5).fill(5))).toBe('right');
  });

  it('is wrong when the total is too much or too little', () => {
    const way = fewestWay(save.goalCents, save.pieces);
    expect(checkAnswer(save, [...way, 1])).toBe('wrong');
    expect(checkAnswer(save, way.slice(1))).toBe('wrong');
    expect(checkAnswer(change, [change.paidCents!])).toBe('wrong');
  });

  it('in fewest, is wrong for the right amount in more pieces than needed', () => {
    const way = fewestWay(fewest.goalCents, fewest.pieces);
    expect(checkAnswer(fewest, way)).toBe('right');
    expect(checkAnswer(fewest, Array<number>(fewest.goalCents).fill(1))).toBe('wrong');
  });

  it('is invalid for an empty jar or something that is not an offered coin or bill', () => {
    expect(checkAnswer(save, [])).toBe('invalid');
    expect(checkAnswer(save, [3])).toBe('invalid');
    expect(checkAnswer(save, ['25'])).toBe('invalid');
    expect(checkAnswer(save, [Number.NaN])).toBe('invalid');
    const pennyLevel = generateProblem(0, 0, 42);
    expect(checkAnswer(pennyLevel, [25])).toBe('invalid');
  });
});

describe('money', () => {
  it('counts the fewest pieces the same way greedy does, for US money', () => {
    for (let cents = 1; cents <= 1000; cents += 1)
      expect(fewestWay(cents, MONEY_VALUES)).toHaveLength(fewestPiecesFor(cents, MONEY_VALUES));
  });

  it('greedy is the fewest for every level’s own pieces too', () => {
    for (const level of LEVELS)
      for (let cents = 1; cents <= 1000; cents += 1)
        if (Number.isFinite(fewestPiecesFor(cents, level.pieces)))
          expect(fewestWay(cents, level.pieces)).toHaveLength(fewestPiecesFor(cents, level.pieces));
  });
});
