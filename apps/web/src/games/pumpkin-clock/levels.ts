/**
 * The level table of the pumpkin clock, in the manner of GCompris: all a level's data in one
 * row. A round has 5 exercises (the level's sub-levels) that alternate between reading the
 * clock and setting its hands, and grow harder: the minutes asked get finer, and the wrong
 * pumpkins in a reading exercise turn into look-alikes (hands swapped, hour off by one…).
 */

/** Read: pick the digital time the clock shows. Set: turn the hands to the time asked. */
export type ClockMode = 'read' | 'set';

/** The grids of minutes, coarsest first; each level adds the next one. */
export const MINUTE_GRIDS = [60, 30, 15, 5, 1] as const;
export type MinuteStep = (typeof MINUTE_GRIDS)[number];

export interface ReadExercise {
  mode: 'read';
  /** The time asked is on this grid and not on the coarser one (see problems.ts). */
  minuteStep: MinuteStep;
  /** How many of the two wrong pumpkins are look-alikes of the answer; the rest are far off. */
  lookAlikes: 0 | 1 | 2;
}

export interface SetExercise {
  mode: 'set';
  minuteStep: MinuteStep;
}

export type ClockExercise = ReadExercise | SetExercise;

export interface PumpkinClockLevel {
  /** How far ←/→ turn the minute hand, and the grid the hands snap to when dragged. */
  handStep: MinuteStep;
  /** The numbers 1–12 on the face; without them only the tick marks are left. */
  showNumbers: boolean;
  /** The sub-levels, exercise 0 to 4: read and set alternate, harder as they go. */
  exercises: readonly [ClockExercise, ClockExercise, ClockExercise, ClockExercise, ClockExercise];
}

export const LEVELS = [
  // 1. O'clock: only the hour hand matters.
  {
    handStep: 60,
    showNumbers: true,
    exercises: [
      { mode: 'read', minuteStep: 60, lookAlikes: 0 },
      { mode: 'set', minuteStep: 60 },
      { mode: 'read', minuteStep: 60, lookAlikes: 1 },
      { mode: 'set', minuteStep: 60 },
      { mode: 'read', minuteStep: 60, lookAlikes: 2 },
    ],
  },
  // 2. Half past: the minute hand on the 6, the hour hand halfway between two numbers.
  {
    handStep: 30,
    showNumbers: true,
    exercises: [
      { mode: 'read', minuteStep: 60, lookAlikes: 1 },
      { mode: 'set', minuteStep: 30 },
      { mode: 'read', minuteStep: 30, lookAlikes: 1 },
      { mode: 'set', minuteStep: 30 },
      { mode: 'read', minuteStep: 30, lookAlikes: 2 },
    ],
  },
  // 3. Quarter past and quarter to.
  {
    handStep: 15,
    showNumbers: true,
    exercises: [
      { mode: 'read', minuteStep: 30, lookAlikes: 1 },
      { mode: 'set', minuteStep: 15 },
      { mode: 'read', minuteStep: 15, lookAlikes: 1 },
      { mode: 'set', minuteStep: 15 },
      { mode: 'read', minuteStep: 15, lookAlikes: 2 },
    ],
  },
  // 4. Five minutes: each number on the face is worth five minutes.
  {
    handStep: 5,
    showNumbers: true,
    exercises: [
      { mode: 'read', minuteStep: 15, lookAlikes: 1 },
      { mode: 'set', minuteStep: 5 },
      { mode: 'read', minuteStep: 5, lookAlikes: 1 },
      { mode: 'set', minuteStep: 5 },
      { mode: 'read', minuteStep: 5, lookAlikes: 2 },
    ],
  },
  // 5. Every minute: count the small marks.
  {
    handStep: 1,
    showNumbers: true,
    exercises: [
      { mode: 'read', minuteStep: 5, lookAlikes: 1 },
      { mode: 'set', minuteStep: 5 },
      { mode: 'read', minuteStep: 1, lookAlikes: 1 },
      { mode: 'set', minuteStep: 1 },
      { mode: 'read', minuteStep: 1, lookAlikes: 2 },
    ],
  },
  // 6. The numbers vanish: only the tick marks are left to read by.
  {
    handStep: 1,
    showNumbers: false,
    exercises: [
      { mode: 'read', minuteStep: 15, lookAlikes: 1 },
      { mode: 'set', minuteStep: 5 },
      { mode: 'read', minuteStep: 5, lookAlikes: 2 },
      { mode: 'set', minuteStep: 1 },
      { mode: 'read', minuteStep: 1, lookAlikes: 2 },
    ],
  },
] as const satisfies readonly PumpkinClockLevel[];

export function levelOf(level: number): PumpkinClockLevel {
  const found: PumpkinClockLevel | undefined = LEVELS[level];
  if (!found) throw new Error(`The pumpkin clock has no level ${level}`);
  return found;
}
