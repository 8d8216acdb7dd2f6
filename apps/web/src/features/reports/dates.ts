import type { Language } from '@aula/shared';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/es';

// customParseFormat reads typed dates; localizedFormat lets the strict check print `L` back.
dayjs.extend(customParseFormat);
dayjs.extend(localizedFormat);

/** The formats a date field accepts (docs/product-rules.md#constants): `L` and ISO-like. */
export const DATE_INPUT_FORMATS = ['L', 'YYYY-MM-DD', 'YYYY/MM/DD'] as const;

const ISO_DAY = 'YYYY-MM-DD';

/**
 * A typed date as YYYY-MM-DD, or null. `L` is 11/07/2026 in English (month first) and
 * 07/11/2026 in Spanish. Parsing is strict, so "2026-02-30" or a half-typed date is no date.
 */
export function parseDateInput(text: string, language: Language): string | null {
  const value = text.trim();
  for (const format of DATE_INPUT_FORMATS) {
    const parsed = dayjs(value, format, language, true);
    if (parsed.isValid()) return parsed.format(ISO_DAY);
  }
  return null;
}

/** Whether the text is an existing day written YYYY-MM-DD (URL values). */
export function isIsoDay(value: string | null): value is string {
  return value !== null && dayjs(value, ISO_DAY, true).isValid();
}

/** Whether the text is a month written YYYY-MM. */
export function isIsoMonth(value: string | null): value is string {
  return value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** The viewer's today, YYYY-MM-DD, on the device's calendar. */
export function todayIso(now: Date = new Date()): string {
  return dayjs(now).format(ISO_DAY);
}

export function addDays(day: string, days: number): string {
  return dayjs(day, ISO_DAY).add(days, 'day').format(ISO_DAY);
}

/** Days from `from` to `to`, both counted (1 for a single day). */
export function daysInRange(from: string, to: string): number {
  return dayjs(to, ISO_DAY).diff(dayjs(from, ISO_DAY), 'day') + 1;
}

export interface DayRange {
  from: string;
  to: string;
}

/** The last `days` days, today included. */
export function lastDays(days: number, now: Date = new Date()): DayRange {
  const to = todayIso(now);
  return { from: addDays(to, -(days - 1)), to };
}

export function monthOfDay(day: string): string {
  return day.slice(0, 7);
}

/** The month before (-1) or after (+1) a YYYY-MM month. */
export function shiftMonth(month: string, months: number): string {
  return dayjs(`${month}-01`, ISO_DAY).add(months, 'month').format('YYYY-MM');
}

/** Every day of a YYYY-MM month, in order. */
export function daysOfMonth(month: string): string[] {
  const first = dayjs(`${month}-01`, ISO_DAY);
  return Array.from({ length: first.daysInMonth() }, (_, index) =>
    first.add(index, 'day').format(ISO_DAY),
  );
}

/** 0 Sunday … 6 Saturday, on the calendar (not shifted by any time zone). */
export function weekdayOf(day: string): number {
  return dayjs(day, ISO_DAY).day();
}

/** The calendar day as a local Date at noon, for Intl formatting without time-zone slips. */
export function localNoon(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date, 12);
}
