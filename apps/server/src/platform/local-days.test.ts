import { describe, expect, it } from 'vitest';
import {
  dayIndexOf,
  daysInMonth,
  localDateOf,
  localDays,
  localDayStart,
  utcSpanOf,
} from './local-days';

const startOf = (date: string, timeZone: string) =>
  new Date(localDayStart(date, timeZone)).toISOString();

describe('local days', () => {
  it('starts a day at local midnight, whatever the offset', () => {
    expect(startOf('2026-02-28', 'America/Los_Angeles')).toBe('2026-02-28T08:00:00.000Z');
    expect(startOf('2026-07-01', 'America/Los_Angeles')).toBe('2026-07-01T07:00:00.000Z');
    expect(startOf('2026-03-30', 'Asia/Kolkata')).toBe('2026-03-29T18:30:00.000Z');
    expect(startOf('2026-03-30', 'UTC')).toBe('2026-03-30T00:00:00.000Z');
  });

  it('gives clock-change days 23 and 25 hours', () => {
    const spring = localDays('2026-03-08', '2026-03-08', 'America/Los_Angeles');
    expect(spring.starts[1]! - spring.starts[0]!).toBe(23 * 3_600_000);
    const autumn = localDays('2026-11-01', '2026-11-01', 'America/Los_Angeles');
    expect(autumn.starts[1]! - autumn.starts[0]!).toBe(25 * 3_600_000);
    const madrid = localDays('2026-03-29', '2026-03-29', 'Europe/Madrid');
    expect(utcSpanOf(madrid)).toEqual({
      start: '2026-03-28T23:00:00.000Z',
      end: '2026-03-29T22:00:00.000Z',
    });
  });

  it('starts a day whose midnight was skipped when the clock jumped', () => {
    // Chile moves its clocks from 00:00 to 01:00: September 6, 2026 begins at 01:00 (-03).
    expect(startOf('2026-09-06', 'America/Santiago')).toBe('2026-09-06T04:00:00.000Z');
    expect(localDateOf(Date.parse('2026-09-06T03:59:59Z'), 'America/Santiago')).toBe('2026-09-05');
    // Samoa skipped December 30, 2011 altogether: it has no instants.
    const samoa = localDays('2011-12-29', '2011-12-31', 'Pacific/Apia');
    expect(samoa.starts[1]).toBe(samoa.starts[2]);
    expect(samoa.dates[dayIndexOf(samoa, '2011-12-30T10:00:00.000Z')]).toBe('2011-12-31');
  });

  it('finds the day of a stored timestamp, and nothing outside the days', () => {
    const days = localDays('2026-02-27', '2026-03-01', 'America/Los_Angeles');
    expect(dayIndexOf(days, '2026-03-01T02:30:00.000Z')).toBe(1);
    expect(dayIndexOf(days, '2026-02-27T08:00:00.000Z')).toBe(0);
    expect(dayIndexOf(days, '2026-02-27T07:59:59.999Z')).toBe(-1);
    expect(dayIndexOf(days, '2026-03-02T07:59:59.999Z')).toBe(2);
    expect(dayIndexOf(days, '2026-03-02T08:00:00.000Z')).toBe(-1);
  });

  it('counts the days of a month', () => {
    expect([daysInMonth('2028-02'), daysInMonth('2026-02'), daysInMonth('2026-04')]).toEqual([
      29, 28, 30,
    ]);
  });
});
