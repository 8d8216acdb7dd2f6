import { expect, it } from 'vitest';
import { dayOfYear, TIP_KEYS, tipOfTheDay } from './tip-of-the-day';

it('counts days from 1 January in the local calendar', () => {
  expect(dayOfYear(new Date(2026, 0, 1, 0, 0))).toBe(0);
  expect(dayOfYear(new Date(2026, 0, 1, 23, 59))).toBe(0);
  expect(dayOfYear(new Date(2026, 2, 1))).toBe(59);
  expect(dayOfYear(new Date(2028, 11, 31))).toBe(365);
});

it('offers at least ten tips and walks through all of them on consecutive days', () => {
  expect(TIP_KEYS.length).toBeGreaterThanOrEqual(10);
  const days = TIP_KEYS.map((_, day) => tipOfTheDay(new Date(2026, 0, 1 + day)));
  expect(days).toEqual(TIP_KEYS);
});
