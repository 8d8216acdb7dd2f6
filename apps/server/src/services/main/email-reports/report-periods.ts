import type { EmailReportFrequency } from '@aula/shared';
import { addDays, localClock, localDayStart } from '../../../platform/local-days';

/**
 * The days and weeks of emailed reports are the tutor's own: counted in their IANA time zone,
 * with days of 23 or 25 hours where the clocks change (platform/local-days.ts).
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

/** 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
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
    start: new Date(localDayStart(firstDay, timeZone)).toISOString(),
    end: new Date(localDayStart(addDays(lastDay, 1), timeZone)).toISOString(),
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
  const clock = localClock(now.getTime(), timeZone);
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
