import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysInRange,
  daysOfMonth,
  isIsoDay,
  isIsoMonth,
  lastDays,
  parseDateInput,
  shiftMonth,
  weekdayOf,
} from './dates';

describe('typed dates', () => {
  it('reads the three accepted formats in English: L (month first), YYYY-MM-DD, YYYY/MM/DD', () => {
    expect(parseDateInput('11/07/2026', 'en')).toBe('2026-11-07');
    expect(parseDateInput('2026-11-07', 'en')).toBe('2026-11-07');
    expect(parseDateInput('2026/11/07', 'en')).toBe('2026-11-07');
    expect(parseDateInput('  2026-11-07 ', 'en')).toBe('2026-11-07');
  });

  it('reads L as day first in Spanish', () => {
    expect(parseDateInput('07/11/2026', 'es')).toBe('2026-11-07');
    expect(parseDateInput('2026-11-07', 'es')).toBe('2026-11-07');
    expect(parseDateInput('2026/11/07', 'es')).toBe('2026-11-07');
    // 25 cannot be a month: only the Spanish reading exists.
    expect(parseDateInput('25/11/2026', 'es')).toBe('2026-11-25');
    expect(parseDateInput('25/11/2026', 'en')).toBeNull();
  });

  it('refuses days that do not exist, other formats and half-typed dates', () => {
    expect(parseDateInput('2026-02-30', 'en')).toBeNull();
    expect(parseDateInput('02/30/2026', 'en')).toBeNull();
    expect(parseDateInput('2026-11-0', 'en')).toBeNull();
    expect(parseDateInput('11/07/202', 'en')).toBeNull();
    expect(parseDateInput('07.11.2026', 'es')).toBeNull();
    expect(parseDateInput('next monday', 'en')).toBeNull();
    expect(parseDateInput('', 'en')).toBeNull();
  });

  it('checks the values read from the address', () => {
    expect(isIsoDay('2026-11-07')).toBe(true);
    expect(isIsoDay('2026-13-07')).toBe(false);
    expect(isIsoDay('2026/11/07')).toBe(false);
    expect(isIsoDay(null)).toBe(false);
    expect(isIsoMonth('2026-11')).toBe(true);
    expect(isIsoMonth('2026-13')).toBe(false);
    expect(isIsoMonth('2026-1')).toBe(false);
  });
});

describe('ranges and months', () => {
  it('counts the last days with today included, across months and years', () => {
    const now = new Date(2026, 0, 3, 10, 0);
    expect(lastDays(7, now)).toEqual({ from: '2025-12-28', to: '2026-01-03' });
    expect(lastDays(1, now)).toEqual({ from: '2026-01-03', to: '2026-01-03' });
    expect(daysInRange('2025-12-28', '2026-01-03')).toBe(7);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('lists the days of a month and moves between months', () => {
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(daysOfMonth('2026-11').at(-1)).toBe('2026-11-30');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    // November 1, 2026 is a Sunday.
    expect(weekdayOf('2026-11-01')).toBe(0);
  });
});
