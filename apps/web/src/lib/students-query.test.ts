import { describe, expect, it } from 'vitest';
import { localMidnightIso } from './students-query';

describe("the viewer's local midnight", () => {
  it('is today at 00:00 with the offset of that moment', () => {
    const now = new Date(2025, 4, 3, 17, 45, 12);
    const iso = localMidnightIso(now);
    expect(iso).toMatch(/^2025-05-03T00:00:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso).getTime()).toBe(new Date(2025, 4, 3).getTime());
  });

  it('stays on the same day just before midnight', () => {
    expect(localMidnightIso(new Date(2025, 11, 31, 23, 59, 59))).toMatch(/^2025-12-31T00:00:00/);
  });
});
