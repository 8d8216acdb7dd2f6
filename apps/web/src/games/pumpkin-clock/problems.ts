import type { AnswerResult } from '../kit/game-machine';
import type { Random } from '../kit/random';
import { exerciseRandom, pick, randomInt, shuffle } from '../kit/random';
import type { ClockTime } from './clock-time';
import { hourDistance, isClockTime, sameTime, shiftHour } from './clock-time';
import type { ClockMode, MinuteStep } from './levels';
import { MINUTE_GRIDS, levelOf } from './levels';

/**
 * The pumpkin clock's problems, pure so that tests and the browser journey can deal out the
 * very same round from a seed.
 */

export interface ClockChoice {
  time: ClockTime;
  /** Why this pumpkin is here: the answer, a look-alike of it, or any other time. */
  kind: 'answer' | 'look-alike' | 'other';
}

interface ProblemBase {
  mode: ClockMode;
  /** The time to read off the clock, or to set its hands to. */
  time: ClockTime;
  showNumbers: boolean;
  handStep: MinuteStep;
}

export interface ReadProblem extends ProblemBase {
  mode: 'read';
  /** Three pumpkins, the answer among them exactly once. */
  choices: readonly ClockChoice[];
}

export interface SetProblem extends ProblemBase {
  mode: 'set';
}

export type PumpkinClockProblem = ReadProblem | SetProblem;

/** Where the hands of a clock to set begin: 12:00, which is never the time asked. */
export const SET_START_DIAL_MINUTES = 0;
const CHOICE_COUNT = 3;

export function generateProblem(
  level: number,
  exercise: number,
  seed: number,
): PumpkinClockProblem {
  const table = levelOf(level);
  const row = table.exercises[exercise];
  if (!row) throw new Error(`A round has no exercise ${exercise}`);
  const random = exerciseRandom(seed, level, exercise);
  const minute = pick(random, freshMinutes(row.minuteStep));
  // A clock to set starts at 12:00, so asking for 12:00 would be answered before any move.
  const hour = randomInt(random, 1, row.mode === 'set' && minute === 0 ? 11 : 12);
  const time = { hour, minute };
  const base = { time, showNumbers: table.showNumbers, handStep: table.handStep };
  if (row.mode === 'set') return { mode: 'set', ...base };

  const lookAlikes = shuffle(random, lookAlikesOf(time, table.handStep)).slice(0, row.lookAlikes);
  const choices: ClockChoice[] = [
    { time, kind: 'answer' },
    ...lookAlikes.map((lookAlike) => ({ time: lookAlike, kind: 'look-alike' as const })),
  ];
  while (choices.length < CHOICE_COUNT) {
    const other = farTime(random, time, row.minuteStep, choices);
    choices.push({ time: other, kind: 'other' });
  }
  return { mode: 'read', ...base, choices: shuffle(random, choices) };
}

/**
 * The minutes an exercise asks: on its grid but not on the coarser one, so a "quarters"
 * exercise asks quarter past or quarter to, not half past again.
 */
export function freshMinutes(step: MinuteStep): number[] {
  const coarser = MINUTE_GRIDS[MINUTE_GRIDS.indexOf(step) - 1];
  const minutes: number[] = [];
  for (let minute = 0; minute < 60; minute += step)
    if (coarser === undefined || minute % coarser !== 0) minutes.push(minute);
  return minutes;
}

/**
 * The times a child who misreads the clock in a usual way would pick, all on the hands' grid
 * so the level never offers a time it has not taught yet.
 */
export function lookAlikesOf(time: ClockTime, handStep: MinuteStep): ClockTime[] {
  const { hour, minute } = time;
  const candidates: ClockTime[] = [
    // The hour hand near the next number read as that number, or the one before it.
    { hour: shiftHour(hour, minute >= 30 ? 1 : -1), minute },
    { hour: shiftHour(hour, minute >= 30 ? -1 : 1), minute },
    // The hands swapped: the hour read off the long hand and the minutes off the short one.
    ...(minute % 5 === 0
      ? [{ hour: minute === 0 ? 12 : minute / 5, minute: (hour % 12) * 5 }]
      : []),
    // Left and right mixed up: quarter past for quarter to, 3 for 9.
    { hour, minute: (60 - minute) % 60 },
    { hour: 12 - hour, minute },
    // A step of the minute hand too far or too short.
    { hour, minute: minute + handStep },
    { hour, minute: minute - handStep },
  ];
  const found: ClockTime[] = [];
  for (const candidate of candidates) {
    const fits = isClockTime(candidate) && candidate.minute % handStep === 0;
    const isNew = !sameTime(candidate, time) && !found.some((seen) => sameTime(seen, candidate));
    if (fits && isNew) found.push(candidate);
  }
  return found;
}

/** A time at least two hours away from the answer, on the exercise's grid, not yet offered. */
function farTime(
  random: Random,
  answer: ClockTime,
  minuteStep: MinuteStep,
  taken: readonly ClockChoice[],
): ClockTime {
  const minutes = Array.from({ length: 60 / minuteStep }, (_, index) => index * minuteStep);
  const isFree = (time: ClockTime) =>
    hourDistance(time.hour, answer.hour) >= 2 && !taken.some((c) => sameTime(c.time, time));
  for (let tries = 0; tries < 100; tries += 1) {
    const time = { hour: randomInt(random, 1, 12), minute: pick(random, minutes) };
    if (isFree(time)) return time;
  }
  // Never reached in practice: seven hours are two or more away, and at most two are taken.
  for (let hour = 1; ; hour += 1) {
    const time = { hour, minute: answer.minute };
    if (isFree(time)) return time;
  }
}

/**
 * Right when the hands (or the pumpkin picked) show the problem's time; a missing or
 * impossible time (hands never moved, hour 13, minute 2.5) is invalid and costs no life.
 */
export function checkAnswer(problem: PumpkinClockProblem, answer: unknown): AnswerResult {
  if (!isClockTime(answer)) return 'invalid';
  return sameTime(answer, problem.time) ? 'right' : 'wrong';
}
