import { GAME_EXERCISES_PER_ROUND } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { GAME_LEVEL_COUNTS } from '../level-counts';
import { formatNumber } from './format';
import { LEVELS } from './levels';
import { PLACE_TENTHS, toTenths } from './places';
import type { ExpandedFormProblem } from './problems';
import { checkAnswer, generateProblem, parseTypedPart } from './problems';

const SEEDS = Array.from({ length: 250 }, (_, index) => index * 7_919 + 3);
const EXERCISES = Array.from({ length: GAME_EXERCISES_PER_ROUND }, (_, index) => index);

function problemsOf(level: number, exercise: number) {
  return SEEDS.map((seed) => generateProblem(level, exercise, seed));
}

function ofMode<M extends ExpandedFormProblem['mode']>(level: number, exercise: number, mode: M) {
  const problem = generateProblem(level, exercise, 4242);
  if (problem.mode !== mode) throw new Error(`level ${level} exercise ${exercise} is not ${mode}`);
  return problem as Extract<ExpandedFormProblem, { mode: M }>;
}

describe('the level table', () => {
  it('has the fixed number of levels, each with one sub-level per exercise', () => {
    expect(LEVELS).toHaveLength(GAME_LEVEL_COUNTS['expanded-form']);
    for (const level of LEVELS) expect(level.subLevels).toHaveLength(GAME_EXERCISES_PER_ROUND);
  });

  it('never gets easier from one sub-level to the next: more columns, bigger numbers, more zeros', () => {
    for (const level of LEVELS) {
      level.subLevels.slice(1).forEach((sub, index) => {
        const before = level.subLevels[index]!;
        expect(sub.max).toBeGreaterThanOrEqual(before.max);
        expect(sub.min).toBeGreaterThanOrEqual(before.min);
        const sameColumns =
          String(Math.floor(sub.max)).length === String(Math.floor(before.max)).length;
        if (sameColumns) expect(sub.zeroDigits).toBeGreaterThanOrEqual(before.zeroDigits);
      });
    }
  });
});

describe.each(LEVELS.map((_, level) => level))('level %i', (level) => {
  it.each(EXERCISES)('exercise %i: deterministic, in range, with the table’s zeros', (exercise) => {
    const sub = LEVELS[level]!.subLevels[exercise]!;
    for (const seed of SEEDS) {
      const problem = generateProblem(level, exercise, seed);
      expect(generateProblem(level, exercise, seed)).toEqual(problem);
      expect(problem.mode).toBe(sub.mode);
      expect(problem.value).toBeGreaterThanOrEqual(sub.min);
      expect(problem.value).toBeLessThanOrEqual(sub.max);
      expect(problem.places).toHaveLength(problem.digits.length);
      expect(problem.places.includes('tenths')).toBe(LEVELS[level]!.tenths);
      expect(problem.digits[0]).toBeGreaterThan(0);
      expect(problem.digits.filter((digit) => digit === 0)).toHaveLength(sub.zeroDigits);
      const tenthsIndex = problem.places.indexOf('tenths');
      if (tenthsIndex >= 0) expect(problem.digits[tenthsIndex]).toBeGreaterThan(0);
      const partsSum = problem.parts.reduce((sum, part) => sum + toTenths(part.value), 0);
      expect(partsSum).toBe(toTenths(problem.value));
      const columnsSum = problem.digits.reduce(
        (sum, digit, index) => sum + digit * PLACE_TENTHS[problem.places[index]!],
        0,
      );
      expect(columnsSum).toBe(toTenths(problem.value));
    }
  });

  it.each(EXERCISES)('exercise %i: exactly one right answer', (exercise) => {
    for (const problem of problemsOf(level, exercise)) {
      if (problem.mode === 'build') {
        expect(checkAnswer(problem, { kind: 'blocks', counts: problem.digits })).toBe('right');
      } else if (problem.mode === 'blank') {
        expect(problem.parts.length).toBeGreaterThanOrEqual(2);
        expect(problem.answer).toBe(problem.parts[problem.missingIndex]!.value);
        expect(problem.answer).toBeGreaterThan(0);
        expect(checkAnswer(problem, { kind: 'typed', text: String(problem.answer) })).toBe('right');
      } else {
        expect(problem.choices).toHaveLength(3);
        expect(new Set(problem.choices).size).toBe(3);
        expect(problem.choices.filter((choice) => choice === problem.answer)).toHaveLength(1);
        for (const choice of problem.choices) {
          expect(choice).toBeGreaterThan(0);
          expect(checkAnswer(problem, { kind: 'choice', value: choice })).toBe(
            choice === problem.answer ? 'right' : 'wrong',
          );
        }
        expect([...problem.shownParts].sort((a, b) => b.value - a.value)).toEqual(problem.parts);
      }
    }
  });

  it('gives different seeds different numbers', () => {
    const values = new Set(problemsOf(level, 2).map((problem) => problem.value));
    expect(values.size).toBeGreaterThan(5);
  });

  // Level 1 ends on round tens (an empty Ones column), whose largest is 90 after 99: hence the
  // 10 % slack; the empty column is what makes that sub-level harder.
  it('does not ask smaller numbers or fewer columns as the round goes on', () => {
    const largest = EXERCISES.map((exercise) =>
      Math.max(...problemsOf(level, exercise).map((problem) => problem.value)),
    );
    const columns = EXERCISES.map((exercise) => generateProblem(level, exercise, 1).places.length);
    largest
      .slice(1)
      .forEach((value, index) => expect(value).toBeGreaterThanOrEqual(largest[index]! * 0.9));
    columns
      .slice(1)
      .forEach((count, index) => expect(count).toBeGreaterThanOrEqual(columns[index]!));
  });
});

describe('the last sub-level of "which number is it?"', () => {
  it('writes the terms out of order', () => {
    const problem = ofMode(3, 4, 'choose');
    expect(problem.shownParts).not.toEqual(problem.parts);
  });
});

describe('checkAnswer', () => {
  it('checks blocks: right, wrong, and nothing built is invalid', () => {
    const problem = ofMode(2, 0, 'build');
    expect(checkAnswer(problem, { kind: 'blocks', counts: problem.digits })).toBe('right');
    const oneMore = problem.digits.map((digit, index) => (index === 0 ? digit - 1 : digit));
    expect(checkAnswer(problem, { kind: 'blocks', counts: oneMore })).toBe('wrong');
    expect(checkAnswer(problem, { kind: 'blocks', counts: [0, 0, 0, 0] })).toBe('invalid');
    expect(checkAnswer(problem, { kind: 'blocks', counts: [1, 2] })).toBe('invalid');
    expect(checkAnswer(problem, { kind: 'blocks', counts: [1, 2, 3, 12] })).toBe('invalid');
  });

  it('checks a typed part, written the English or the Spanish way', () => {
    const problem = { ...ofMode(2, 1, 'blank'), answer: 3000 };
    for (const text of ['3000', '3,000', '3.000', ' 3000 ', formatNumber(3000, 'es')])
      expect(checkAnswer(problem, { kind: 'typed', text })).toBe('right');
    expect(checkAnswer(problem, { kind: 'typed', text: '300' })).toBe('wrong');
    for (const text of ['', '   ', 'abc', '3.5', '30,00', '-3000', '3e3'])
      expect(checkAnswer(problem, { kind: 'typed', text })).toBe('invalid');
  });

  it('checks a typed tenth with a point or a comma', () => {
    const problem = { ...ofMode(4, 1, 'blank'), answer: 0.7 };
    for (const text of ['0.7', '0,7', '.7', ',7', formatNumber(0.7, 'es')])
      expect(checkAnswer(problem, { kind: 'typed', text })).toBe('right');
    expect(checkAnswer(problem, { kind: 'typed', text: '7' })).toBe('wrong');
    for (const text of ['', '0..7', '0,7,', 'x'])
      expect(checkAnswer(problem, { kind: 'typed', text })).toBe('invalid');
  });

  it('checks a choice; a number not offered is invalid', () => {
    const problem = ofMode(3, 0, 'choose');
    const wrong = problem.choices.find((choice) => choice !== problem.answer)!;
    expect(checkAnswer(problem, { kind: 'choice', value: problem.answer })).toBe('right');
    expect(checkAnswer(problem, { kind: 'choice', value: wrong })).toBe('wrong');
    expect(checkAnswer(problem, { kind: 'choice', value: -1 })).toBe('invalid');
  });

  it('treats an answer of the wrong kind as invalid', () => {
    expect(checkAnswer(ofMode(0, 0, 'build'), { kind: 'typed', text: '12' })).toBe('invalid');
  });
});

describe('parseTypedPart', () => {
  it('reads whole numbers with or without grouping, and decimals with a point or a comma', () => {
    expect(parseTypedPart('40', false)).toBe(40);
    expect(parseTypedPart('1.000.000', false)).toBe(1_000_000);
    expect(parseTypedPart('4,7', true)).toBe(4.7);
    expect(parseTypedPart('12', true)).toBe(12);
    expect(parseTypedPart('4,7', false)).toBeNull();
    expect(parseTypedPart('', true)).toBeNull();
  });
});
