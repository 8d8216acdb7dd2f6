import { GAME_EXERCISES_PER_ROUND } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { GAME_LEVEL_COUNTS } from '../level-counts';
import { LEVELS } from './levels';
import type { BonusProblem, ClownProblem, FactProblem } from './problems';
import { ballsPerRing, checkAnswer, generateProblem } from './problems';
import { parseWholeNumber } from '../kit/parse-number';

const SEEDS = Array.from({ length: 250 }, (_, index) => index * 7_919 + 13);
const EXERCISES = Array.from({ length: GAME_EXERCISES_PER_ROUND }, (_, index) => index);

function problemsOf(level: number, exercise: number): ClownProblem[] {
  return SEEDS.map((seed) => generateProblem(level, exercise, seed));
}

describe('the level table', () => {
  it('has the fixed number of levels, each with one sub-level per exercise', () => {
    expect(LEVELS).toHaveLength(GAME_LEVEL_COUNTS['clown-to-water']);
    for (const level of LEVELS) expect(level.steps).toHaveLength(GAME_EXERCISES_PER_ROUND);
  });

  it('never gets easier from one sub-level to the next', () => {
    for (const level of LEVELS) {
      for (let step = 1; step < level.steps.length; step += 1) {
        const [before, now] = [level.steps[step - 1]!, level.steps[step]!];
        if ('max' in before && 'max' in now) {
          expect(now.min).toBeGreaterThanOrEqual(before.min);
          expect(now.max).toBeGreaterThanOrEqual(before.max);
          expect(now.subtractionShare).toBeGreaterThanOrEqual(before.subtractionShare);
        }
        if ('balls' in before && 'balls' in now) {
          expect(now.balls).toBeGreaterThanOrEqual(before.balls);
          expect(now.rings.length).toBeGreaterThanOrEqual(before.rings.length);
        }
      }
    }
  });
});

describe.each(LEVELS.map((level, index) => [index, level] as const))('level %i', (index, level) => {
  it.each(EXERCISES)('exercise %i is the same for the same seed', (exercise) => {
    for (const seed of SEEDS.slice(0, 50))
      expect(generateProblem(index, exercise, seed)).toEqual(
        generateProblem(index, exercise, seed),
      );
  });

  it.each(EXERCISES)('exercise %i stays within its sub-level', (exercise) => {
    for (const problem of problemsOf(index, exercise)) {
      if (level.kind === 'facts') {
        const step = level.steps[exercise]!;
        const fact = problem as FactProblem;
        expect(fact.kind).toBe('fact');
        const bigger = fact.operator === '+' ? fact.answer : fact.left;
        expect(bigger).toBeGreaterThanOrEqual(step.min);
        expect(bigger).toBeLessThanOrEqual(Math.min(step.max, level.limit));
        expect(fact.left).toBeGreaterThanOrEqual(1);
        expect(fact.right).toBeGreaterThanOrEqual(1);
        // The one right answer is the true result, never negative.
        const result = fact.operator === '+' ? fact.left + fact.right : fact.left - fact.right;
        expect(fact.answer).toBe(result);
        expect(fact.answer).toBeGreaterThanOrEqual(1);
      } else {
        const step = level.steps[exercise]!;
        const bonus = problem as BonusProblem;
        expect(bonus.kind).toBe('bonus');
        expect(bonus.hits).toHaveLength(step.balls);
        for (const hit of bonus.hits) {
          expect(step.rings).toContain(hit.points);
          // Clear of the labels at the top of the target (250°–290°).
          expect(hit.angle >= 250 && hit.angle < 290).toBe(false);
          expect(hit.reach).toBeGreaterThanOrEqual(0);
          expect(hit.reach).toBeLessThan(1);
        }
        const counts = ballsPerRing(bonus);
        expect(bonus.answer).toBe(counts[1] + 5 * counts[5] + 10 * counts[10]);
      }
    }
  });
});

describe('the mix of sums', () => {
  it('mixes in subtraction where the sub-level asks for it, and only there', () => {
    for (const [index, level] of LEVELS.entries()) {
      if (level.kind !== 'facts') continue;
      for (const exercise of EXERCISES) {
        const facts = problemsOf(index, exercise) as FactProblem[];
        const subtractions = facts.filter((fact) => fact.operator === '-').length;
        if (level.steps[exercise]!.subtractionShare === 0) expect(subtractions).toBe(0);
        else expect(subtractions).toBeGreaterThan(0);
      }
    }
  });

  it('asks for bigger answers, on average, as the sub-levels rise', () => {
    for (const index of LEVELS.keys()) {
      const averages = EXERCISES.map((exercise) => {
        const problems = problemsOf(index, exercise);
        return problems.reduce((sum, problem) => sum + problem.answer, 0) / problems.length;
      });
      // Subtraction lowers the answers a little, so compare the first and last sub-levels.
      expect(averages.at(-1)).toBeGreaterThan(averages[0]!);
    }
  });
});

describe('checking an answer', () => {
  const fact: FactProblem = { kind: 'fact', left: 7, operator: '+', right: 5, answer: 12 };

  it('is right for the answer, with or without spaces', () => {
    expect(checkAnswer(fact, '12')).toBe('right');
    expect(checkAnswer(fact, ' 12 ')).toBe('right');
    expect(checkAnswer(fact, '012')).toBe('right');
  });

  it('is wrong for another number', () => {
    expect(checkAnswer(fact, '13')).toBe('wrong');
    expect(checkAnswer(fact, '0')).toBe('wrong');
  });

  it('is invalid, costing nothing, for a blank or malformed answer', () => {
    for (const text of ['', '   ', 'abc', '1 2', '-12', '12.5', '1,2', '+12', '1e1'])
      expect(checkAnswer(fact, text)).toBe('invalid');
    expect(parseWholeNumber('')).toBeNull();
  });

  it('checks the bonus round against the points on the target', () => {
    const bonus = generateProblem(3, 2, 99) as BonusProblem;
    expect(checkAnswer(bonus, String(bonus.answer))).toBe('right');
    expect(checkAnswer(bonus, String(bonus.answer + 1))).toBe('wrong');
    expect(checkAnswer(bonus, '')).toBe('invalid');
  });
});
