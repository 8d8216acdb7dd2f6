/*
 * Days as the viewer lives them. Records are stored with UTC timestamps; a report counts them
 * on the local calendar of the viewer's IANA time zone, where a day may last 23 or 25 hours
 * (daylight saving) and may not even begin at 00:00. Each local day is turned into its span of
 * UTC instants, [first instant of the day, first instant of the next day), so the database is
 * asked for one indexed range and rows are put into days by comparing instants.
 */

const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** "MM/DD/YYYY, HH:mm:ss" as en-US writes it with a 24-hour clock. */
const WALL_CLOCK = /^(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2}):(\d{2})$/;

/** The local wall-clock time at `instant`, written as if it were UTC (ms). */
function wallClockMs(instant: number, timeZone: string): number {
  // format() and a pattern cost a third of formatToParts(), and a report makes hundreds.
  const text = formatterOf(timeZone).format(instant);
  const match = WALL_CLOCK.exec(text);
  if (!match) throw new Error(`Unexpected date format: ${text}`);
  const [, month, day, year, hour, minute, second] = match.map(Number) as number[];
  const whole = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  // Intl drops milliseconds: keep the instant's own.
  return whole + (((instant % 1000) + 1000) % 1000);
}

/** The local date and hour at `instant` in `timeZone`: when is it there, now? */
export function localClock(instant: number, timeZone: string): { date: string; hour: number } {
  const wall = wallClockMs(instant, timeZone);
  return { date: isoDate(wall - (wall % DAY_MS)), hour: Math.floor((wall % DAY_MS) / 3_600_000) };
}

/** YYYY-MM-DD of a UTC midnight (ms). */
function isoDate(utcMidnight: number): string {
  return new Date(utcMidnight).toISOString().slice(0, 10);
}

/** The local date (YYYY-MM-DD) at `instant` in `timeZone`. */
export function localDateOf(instant: number, timeZone: string): string {
  return isoDate(wallClockMs(instant, timeZone));
}

/** `date` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return isoDate(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
}

/** The first instant (UTC ms) whose local date in `timeZone` is `date`. */
export function localDayStart(date: string, timeZone: string): number {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  // The UTC offsets in force around that day: a change of offset happens at most once near it.
  const offsets = new Set(
    [midnight - DAY_MS, midnight, midnight + DAY_MS].map(
      (instant) => wallClockMs(instant, timeZone) - instant,
    ),
  );
  // The day starts at local midnight under one of those offsets, unless that midnight was
  // skipped (a clock moved forward at 00:00): then it starts where the clock jumped, which is
  // midnight under the offset in force before the jump. Either way the start is the candidate
  // whose local date is `date` while the instant before it is still the previous day.
  const starts = [...offsets]
    .map((offset) => midnight - offset)
    .filter(
      (instant) =>
        localDateOf(instant, timeZone) === date && localDateOf(instant - 1, timeZone) < date,
    );
  if (starts.length === 0) return midnight - [...offsets][0]!;
  return Math.min(...starts);
}

/** The local days from `from` to `to` (inclusive), each with its span of UTC instants. */
export interface LocalDays {
  dates: string[];
  /** starts[i] is the first instant of dates[i]; starts[dates.length] ends the last day. */
  starts: number[];
}

export function localDays(from: string, to: string, timeZone: string): LocalDays {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  const starts: number[] = [];
  // Offsets change twice a year at most: each day is first tried at midnight under the
  // previous day's offset, and only a day where that is not its first instant is searched.
  let offset: number | undefined;
  for (const date of [...dates, addDays(to, 1)]) {
    const midnight = Date.parse(`${date}T00:00:00Z`);
    let start = offset === undefined ? undefined : midnight - offset;
    if (start === undefined || !startsDay(start, date, midnight, timeZone)) {
      start = localDayStart(date, timeZone);
      offset = wallClockMs(start, timeZone) - start;
    }
    starts.push(start);
  }
  return { dates, starts };
}

/** Whether `instant` is local midnight of `date` and the instant before it another day. */
function startsDay(instant: number, date: string, midnight: number, timeZone: string): boolean {
  return wallClockMs(instant, timeZone) === midnight && localDateOf(instant - 1, timeZone) < date;
}

/** The whole span as the UTC ISO timestamps the database stores: [start, end). */
export function utcSpanOf(days: LocalDays): { start: string; end: string } {
  return {
    start: new Date(days.starts[0]!).toISOString(),
    end: new Date(days.starts[days.starts.length - 1]!).toISOString(),
  };
}

/** Which of `days` a stored UTC timestamp falls on (-1: outside them). */
export function dayIndexOf(days: LocalDays, timestamp: string): number {
  const instant = Date.parse(timestamp);
  const { starts } = days;
  if (!(instant >= starts[0]!) || instant >= starts[starts.length - 1]!) return -1;
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= instant) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The number of days of a month written YYYY-MM. */
export function daysInMonth(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}
