/**
 * Times on a 12-hour clock face, and the one number the hands really show: minutes turned
 * since 12:00. Keeping that number unwrapped (it may pass 720 or go below 0) lets the hands
 * turn on smoothly past 12 instead of spinning back.
 */

export interface ClockTime {
  /** 1 to 12, as a child reads it on the face. */
  hour: number;
  /** 0 to 59. */
  minute: number;
}

export const MINUTES_PER_TURN_OF_HOUR_HAND = 720;

/** "3:30", "12:05": the digital time children see in both languages. */
export function formatDigital(time: ClockTime): string {
  return `${time.hour}:${String(time.minute).padStart(2, '0')}`;
}

/** The time shown by hands turned `dialMinutes` from 12:00 (any whole number, even negative). */
export function timeOfDial(dialMinutes: number): ClockTime {
  const onFace = ((dialMinutes % MINUTES_PER_TURN_OF_HOUR_HAND) + 720) % 720;
  const hour = Math.floor(onFace / 60);
  return { hour: hour === 0 ? 12 : hour, minute: onFace % 60 };
}

/** Minutes from 12:00 to `time`, 0 to 719. */
export function dialOfTime(time: ClockTime): number {
  return (time.hour % 12) * 60 + time.minute;
}

export function sameTime(a: ClockTime, b: ClockTime): boolean {
  return a.hour === b.hour && a.minute === b.minute;
}

/** A real reading of a clock: whole hour 1–12 and whole minute 0–59. */
export function isClockTime(value: unknown): value is ClockTime {
  if (typeof value !== 'object' || value === null) return false;
  const { hour, minute } = value as Partial<ClockTime>;
  return (
    Number.isInteger(hour) &&
    Number.isInteger(minute) &&
    hour! >= 1 &&
    hour! <= 12 &&
    minute! >= 0 &&
    minute! <= 59
  );
}

/** Hour moved by `hours`, staying on 1–12 (12 + 1 is 1). */
export function shiftHour(hour: number, hours: number): number {
  return ((((hour - 1 + hours) % 12) + 12) % 12) + 1;
}

/** How many hours apart two hours are, the short way round the face (0 to 6). */
export function hourDistance(a: number, b: number): number {
  const apart = Math.abs(a - b) % 12;
  return Math.min(apart, 12 - apart);
}

/** Where each hand points, in degrees clockwise from 12 (unwrapped, for smooth turning). */
export function handAngles(dialMinutes: number): { hour: number; minute: number } {
  return { hour: dialMinutes / 2, minute: dialMinutes * 6 };
}
