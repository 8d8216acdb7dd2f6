import { describe, expect, it } from 'vitest';
import { formatPercentage, letterGrade, percentage, quizScore, reachesPassMark } from './grading';

describe('grading', () => {
  it('scores a quiz as correct answers + 1', () => {
    expect([0, 1, 2, 3, 4].map(quizScore)).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives percentages with two decimals unless whole', () => {
    expect(percentage(7, 10)).toBe(70);
    expect(percentage(2, 3)).toBe(66.67);
    expect(percentage(0, 0)).toBe(0);
    expect(formatPercentage(70)).toBe('70');
    expect(formatPercentage(66.67)).toBe('66.67');
    expect(formatPercentage(12.5)).toBe('12.50');
  });

  it('keeps the subject percentage as correct / total × 100 with at most two decimals', () => {
    expect(percentage(10, 10)).toBe(100);
    expect(percentage(0, 5)).toBe(0);
    expect(percentage(1, 3)).toBe(33.33);
    expect(percentage(7, 8)).toBe(87.5);
    expect(percentage(10, 15)).toBe(66.67);
    expect(percentage(1, 6)).toBe(16.67);
  });

  it('formats a subject percentage with two decimals unless it is whole', () => {
    expect(formatPercentage(100)).toBe('100');
    expect(formatPercentage(0)).toBe('0');
    expect(formatPercentage(percentage(7, 8))).toBe('87.50');
    expect(formatPercentage(percentage(1, 3))).toBe('33.33');
    expect(formatPercentage(percentage(2, 3))).toBe('66.67');
    expect(formatPercentage(percentage(4, 5))).toBe('80');
  });

  /** Each cut-off gives its letter, and a hundredth below it the letter below. */
  const CUT_OFFS: [min: number, letter: string, below: string][] = [
    [94, 'A', 'A-'],
    [90, 'A-', 'B+'],
    [87, 'B+', 'B'],
    [83, 'B', 'B-'],
    [80, 'B-', 'C+'],
    [77, 'C+', 'C'],
    [73, 'C', 'C-'],
    [70, 'C-', 'D+'],
    [67, 'D+', 'D'],
    [63, 'D', 'D-'],
    [60, 'D-', 'F'],
  ];

  it.each(CUT_OFFS)('%s %% is %s and a hundredth less is %s', (min, letter, below) => {
    expect(letterGrade(min)).toBe(letter);
    expect(letterGrade(Math.round((min - 0.01) * 100) / 100)).toBe(below);
  });

  it.each([
    [100, 'A'],
    [93.99, 'A-'],
    [89.99, 'B+'],
    [86.99, 'B'],
    [59.99, 'F'],
    [0, 'F'],
  ])('%s %% is %s', (percent, letter) => {
    expect(letterGrade(percent)).toBe(letter);
  });

  it('grades every percentage a 10- or 5-question subject can give', () => {
    expect([0, 1, 2, 3, 4, 5].map((correct) => letterGrade(percentage(correct, 5)))).toEqual([
      'F',
      'F',
      'F',
      'D-',
      'B-',
      'A',
    ]);
    expect(letterGrade(percentage(9, 10))).toBe('A-');
    expect(letterGrade(percentage(7, 10))).toBe('C-');
  });
});

describe('reachesPassMark', () => {
  it('passes at the mark exactly and fails a question below it', () => {
    expect(reachesPassMark(6, 10, 60)).toBe(true);
    expect(reachesPassMark(5, 10, 60)).toBe(false);
    expect(reachesPassMark(7, 10, 70)).toBe(true);
    expect(reachesPassMark(7, 10, 80)).toBe(false);
    // 2 of 3 is 66.67 %: above 60, below 70, with no rounding in the way.
    expect(reachesPassMark(2, 3, 60)).toBe(true);
    expect(reachesPassMark(2, 3, 70)).toBe(false);
  });

  it('passes any finished test, 0 % included, when the mark is "any finished test"', () => {
    expect(reachesPassMark(0, 10, 0)).toBe(true);
    expect(reachesPassMark(0, 10, 50)).toBe(false);
  });
});
