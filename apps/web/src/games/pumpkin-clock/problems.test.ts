import { GAME_EXERCISES_PER_ROUND } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { GAME_LEVEL_COUNTS } from '../level-counts';
import { hourDistance, isClockTime, sameTime } from './clock-time';
import { LEVELS, MINUTE_GRIDS } from './levels';
import type { PumpkinClockProblem } from './problems';
import { checkAnswer, freshMinutes, generateProblem, lookAlikesOf } from './problems';

const SEEDS = Array.from({ length: 250 }, (_, index) => index * 7919 + 3);
const EXERCISES = Array.from({ length: GAME_EXERCISES_PER_ROUND }, (_, index) => index);
const gridIndex = (step: number) => MINUTE_GRIDS.indexOf(step as (typeof MINUTE_GRIDS)[number]);

describe('the pumpkin clock level table', () => {
  it('has the fixed number of levels, each with one row per exercise of a round', () => {
    expect(LEVELS).toHaveLength(GAME_LEVEL_COUNTS['pumpkin-clock']);
    for (const level of LEVELS) expect(level.exercises).toHaveLength(GAME_EXERCISES_PER_ROUND);
  });

  it('alternates reading and setting, starting with reading', () => {
    for (const level of LEVELS)
      expect(level.exercises.map((row) => row.mode)).toEqual([
        'read',
        'set',
        'read',
        'set',
        'read',
      ]);
  });

  it('gets finer from level to level, and hides the numbers only at the top', () => {
    LEVELS.forEach((level, index) => {
      const previous = LEVELS[index - 1];
      if (previous) expect(level.handStep).toBeLessThanOrEqual(previous.handStep);
      expect(level.showNumbers).toBe(index < LEVELS.length - 1);
    });
  });

  it('never makes a later exercise easier: finer minutes, more look-alikes', () => {
    for (const level of LEVELS) {
      const steps = level.exercises.map((row) => gridIndex(row.minuteStep));
      expect(steps).toEqual([...steps].sort((a, b) => a - b));
      const lookAlikes = level.exercises.flatMap((row) =>
        row.mode === 'read' ? [row.lookAlikes] : [],
      );
      expect(lookAlikes).toEqual([...lookAlikes].sort((a, b) => a - b));
      // The hands can always reach every time asked.
      for (const row of level.exercises) expect(row.minuteStep % level.handStep).toBe(0);
    }
  });
});

describe.each(LEVELS.map((level, index) => ({ level, index })))(
  'level $index of the pumpkin clock',
  ({ level, index }) => {
    it.each(EXERCISES)('exercise %i deals a fair problem for every seed', (exercise) => {
      const row = level.exercises[exercise]!;
      for (const seed of SEEDS) {
        const problem = generateProblem(index, exercise, seed);
        expect(generateProblem(index, exercise, seed)).toEqual(problem);
        expect(problem.mode).toBe(row.mode);
        expect(problem.showNumbers).toBe(level.showNumbers);
        expect(isClockTime(problem.time)).toBe(true);
        // The time is on the exercise's grid and not on the coarser one: the new skill.
        expect(freshMinutes(row.minuteStep)).toContain(problem.time.minute);
        if (problem.mode === 'set') expect(problem.time).not.toEqual({ hour: 12, minute: 0 });
        if (problem.mode === 'read' && row.mode === 'read') {
          const { choices } = problem;
          expect(choices).toHaveLength(3);
          expect(choices.filter((choice) => sameTime(choice.time, problem.time))).toHaveLength(1);
          expect(choices.filter((choice) => choice.kind === 'answer')).toHaveLength(1);
          const distinct = new Set(choices.map((c) => `${c.time.hour}:${c.time.minute}`));
          expect(distinct.size).toBe(3);
          expect(choices.filter((c) => c.kind === 'look-alike')).toHaveLength(row.lookAlikes);
          for (const choice of choices) {
            expect(isClockTime(choice.time)).toBe(true);
            // No time the level has not taught: every choice is on the hands' grid.
            expect(choice.time.minute % level.handStep).toBe(0);
            if (choice.kind === 'other')
              expect(hourDistance(choice.time.hour, problem.time.hour)).toBeGreaterThanOrEqual(2);
          }
        }
      }
    });
  },
);

describe('look-alikes', () => {
  it('include the swapped hands and the hour off by one', () => {
    const found = lookAlikesOf({ hour: 3, minute: 30 }, 15);
    expect(found).toContainEqual({ hour: 6, minute: 15 });
    expect(found).toContainEqual({ hour: 4, minute: 30 });
    expect(found).not.toContainEqual({ hour: 3, minute: 30 });
  });

  it('stay on the level grid: no quarter past on the o’clock level', () => {
    for (const time of lookAlikesOf({ hour: 3, minute: 0 }, 60)) expect(time.minute).toBe(0);
  });
});

describe('checking an answer', () => {
  const problem: PumpkinClockProblem = generateProblem(2, 1, 42);

  it('is right for the time asked and wrong for another real time', () => {
    expect(checkAnswer(problem, { ...problem.time })).toBe('right');
    const other = { hour: (problem.time.hour % 12) + 1, minute: problem.time.minute };
    expect(checkAnswer(problem, other)).toBe('wrong');
    expect(checkAnswer(problem, { hour: problem.time.hour, minute: 0 })).toBe('wrong');
  });

  it('is invalid, costing no life, for no answer or an impossible time', () => {
    for (const answer of [
      null,
      undefined,
      '',
      '3:30',
      {},
      { hour: 13, minute: 0 },
      { hour: 0, minute: 30 },
      { hour: 3, minute: 60 },
      { hour: 3, minute: -5 },
      { hour: 2.5, minute: 0 },
      { hour: Number.NaN, minute: 0 },
    ])
      expect(checkAnswer(problem, answer)).toBe('invalid');
  });

  it('gives each read problem exactly one right pumpkin', () => {
    for (const seed of SEEDS.slice(0, 50)) {
      const read = generateProblem(3, 4, seed);
      if (read.mode !== 'read') throw new Error('exercise 4 reads the clock');
      const results = read.choices.map((choice) => checkAnswer(read, choice.time));
      expect(results.filter((result) => result === 'right')).toHaveLength(1);
      expect(results.filter((result) => result === 'wrong')).toHaveLength(2);
    }
  });
});
