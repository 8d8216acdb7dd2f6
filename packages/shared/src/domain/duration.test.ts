import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it.each([
    [0, '00:00:00'],
    [59, '00:00:59'],
    [61, '00:01:01'],
    [3600, '01:00:00'],
    [3661.9, '01:01:01'],
    [90000, '25:00:00'],
    [-5, '00:00:00'],
    [Number.NaN, '00:00:00'],
    [100 * 3600, '100:00:00'],
  ])('shows %s seconds as %s', (seconds, shown) => {
    expect(formatDuration(seconds)).toBe(shown);
  });
});
