import type { EmailReportFrequency } from '@aula/shared';

/**
 * The days and weeks of emailed reports are the tutor's own: counted in their IANA time zone,
 * with days of 23 or 25 hours where the clocks change. Only Intl is used, so every zone the
 * runtime knows works without a time-zone library.
 */

/** One report's span: local calendar days [firstDay, lastDay] and their UTC bounds. */
export interface ReportPeriod {
  frequency: EmailReportFrequency;
  /** "daily:2026-11-22" or "weekly:2026-11-16" (the week's Monday): unique per tutor. */
  key: string;
  firstDay: string;
  lastDay: string;
  /** UTC ISO: local midnight starting firstDay (inclusive). */
  start: string;
  /** UTC ISO: local midnight after lastDay (exclusive). */
  end: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface LocalClock {
  /** YYYY-MM-DD */
  date: string;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock of `timeZone` at `instant`. */
export function localClock(instant: Date | number, timeZone: string): LocalClock {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  const clock = localClock(whole, timeZone);
  const [year, month, day] = clock.date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day, clock.hour, clock.minute, clock.second) - whole;
}

/** The calendar date `days` after `date` (YYYY-MM-DD; negative goes back). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/**
 * The first instant of the local day `date`: its midnight, or where a clock change skips
 * midnight, the moment the day begins. The offsets a day and a half either side are the only
 * two the day can have, so one of the two candidates is the answer.
 */
export function localDayStart(date: string, timeZone: string): Date {
  const wallMidnight = Date.parse(`${date}T00:00:00Z`);
  const margin = 36 * 3_600_000;
  const candidates = [
    wallMidnight - offsetAt(wallMidnight - margin, timeZone),
    wallMidnight - offsetAt(wallMidnight + margin, timeZone),
  ]
    .filter((instant) => localClock(instant, timeZone).date === date)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? wallMidnight - offsetAt(wallMidnight, timeZone));
}

function periodOf(
  frequency: EmailReportFrequency,
  firstDay: string,
  days: number,
  timeZone: string,
) {
  const lastDay = addDays(firstDay, days - 1);
  return {
    frequency,
    key: `${frequency}:${firstDay}`,
    firstDay,
    lastDay,
    start: localDayStart(firstDay, timeZone).toISOString(),
    end: localDayStart(addDays(lastDay, 1), timeZone).toISOString(),
  } satisfies ReportPeriod;
}

/**
 * The report that is due at `now`, or null. Daily: the previous local day, from `sendHour`
 * o'clock local time. Weekly: the previous Monday–Sunday week, from Monday at `sendHour`
 * (and on through the week, so a job that was down on Monday still sends it). Only the
 * latest ended period is ever due: before the hour nothing is, and older periods are not
 * sent late.
 */
export function duePeriod(
  frequency: EmailReportFrequency,
  now: Date,
  timeZone: string,
  sendHour: number,
): ReportPeriod | null {
  const clock = localClock(now, timeZone);
  if (frequency === 'daily') {
    if (clock.hour < sendHour) return null;
    return periodOf('daily', addDays(clock.date, -1), 1, timeZone);
  }
  const weekday = isoWeekday(clock.date);
  if (weekday === 1 && clock.hour < sendHour) return null;
  const monday = addDays(clock.date, 1 - weekday);
  return periodOf('weekly', addDays(monday, -7), 7, timeZone);
}

/** The period a stored delivery covers, from its key and bounds. */
export function periodOfDelivery(delivery: {
  period_key: string;
  period_start: string;
  period_end: string;
}): ReportPeriod {
  const [kind, firstDay = ''] = delivery.period_key.split(':');
  const frequency: EmailReportFrequency = kind === 'daily' ? 'daily' : 'weekly';
  return {
    frequency,
    key: delivery.period_key,
    firstDay,
    lastDay: addDays(firstDay, frequency === 'daily' ? 0 : 6),
    start: delivery.period_start,
    end: delivery.period_end,
  };
}
