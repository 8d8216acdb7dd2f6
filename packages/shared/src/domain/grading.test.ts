import { describe, expect, it } from 'vitest';
import { formatPercentage, letterGrade, percentage, quizScore } from './grading';

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

  it.each([
    [100, 'A'],
    [94, 'A'],
    [93.99, 'A-'],
    [90, 'A-'],
    [87, 'B+'],
    [83, 'B'],
    [80, 'B-'],
    [77, 'C+'],
    [73, 'C'],
    [70, 'C-'],
    [67, 'D+'],
    [63, 'D'],
    [60, 'D-'],
    [59.99, 'F'],
    [0, 'F'],
  ])('%s %% is %s', (percent, letter) => {
    expect(letterGrade(percent)).toBe(letter);
  });
});
