import { describe, expect, it } from 'vitest';
import { localClock, localDayStart } from '../../../platform/local-days';
import { duePeriod } from './report-periods';

const at = (iso: string) => new Date(iso);

describe('daily reports', () => {
  it('are due for the previous local day from the hour on, and not before', () => {
    // 05:59 and 06:00 on Monday 23 November in New York (UTC-5).
    expect(duePeriod('daily', at('2026-11-23T10:59:59Z'), 'America/New_York', 6)).toBeNull();
    expect(duePeriod('daily', at('2026-11-23T11:00:00Z'), 'America/New_York', 6)).toEqual({
      frequency: 'daily',
      key: 'daily:2026-11-22',
      firstDay: '2026-11-22',
      lastDay: '2026-11-22',
      start: '2026-11-22T05:00:00.000Z',
      end: '2026-11-23T05:00:00.000Z',
    });
    // Late in the evening the same day's report is still the one due, not today's.
    expect(duePeriod('daily', at('2026-11-24T04:30:00Z'), 'America/New_York', 6)?.key).toBe(
      'daily:2026-11-22',
    );
  });

  it('count the day where the tutor is, even when UTC is on another date', () => {
    // 06:00 on 23 November in Auckland is still 22 November in UTC.
    expect(duePeriod('daily', at('2026-11-22T17:00:00Z'), 'Pacific/Auckland', 6)).toMatchObject({
      key: 'daily:2026-11-22',
      start: '2026-11-21T11:00:00.000Z',
      end: '2026-11-22T11:00:00.000Z',
    });
    expect(duePeriod('daily', at('2026-11-22T16:59:00Z'), 'Pacific/Auckland', 6)).toBeNull();
  });

  it('have 23 hours on the day the clocks go forward and 25 on the day they go back', () => {
    const spring = duePeriod('daily', at('2026-03-09T14:00:00Z'), 'America/Los_Angeles', 6);
    expect(spring).toMatchObject({
      key: 'daily:2026-03-08',
      start: '2026-03-08T08:00:00.000Z',
      end: '2026-03-09T07:00:00.000Z',
    });
    const autumn = duePeriod('daily', at('2026-11-02T15:00:00Z'), 'America/Los_Angeles', 6);
    expect(autumn).toMatchObject({
      key: 'daily:2026-11-01',
      start: '2026-11-01T07:00:00.000Z',
      end: '2026-11-02T08:00:00.000Z',
    });
  });

  it('use the hour that is configured', () => {
    expect(duePeriod('daily', at('2026-11-23T07:30:00Z'), 'UTC', 8)).toBeNull();
    expect(duePeriod('daily', at('2026-11-23T08:00:00Z'), 'UTC', 8)?.key).toBe('daily:2026-11-22');
    expect(duePeriod('daily', at('2026-11-23T00:00:00Z'), 'UTC', 0)?.key).toBe('daily:2026-11-22');
  });
});

describe('weekly reports', () => {
  it('are due for the previous Monday–Sunday week from Monday at the hour', () => {
    // Madrid is UTC+1 in November: Monday 23 November 05:59 and 06:00 local time.
    expect(duePeriod('weekly', at('2026-11-23T04:59:00Z'), 'Europe/Madrid', 6)).toBeNull();
    expect(duePeriod('weekly', at('2026-11-23T05:00:00Z'), 'Europe/Madrid', 6)).toEqual({
      frequency: 'weekly',
      key: 'weekly:2026-11-16',
      firstDay: '2026-11-16',
      lastDay: '2026-11-22',
      start: '2026-11-15T23:00:00.000Z',
      end: '2026-11-22T23:00:00.000Z',
    });
  });

  it('stay due through the week, so a job that was down on Monday still sends it', () => {
    expect(duePeriod('weekly', at('2026-11-25T12:00:00Z'), 'Europe/Madrid', 6)?.key).toBe(
      'weekly:2026-11-16',
    );
    // Sunday evening: the week in progress has not ended, so the one before is the latest.
    expect(duePeriod('weekly', at('2026-11-29T20:00:00Z'), 'Europe/Madrid', 6)?.key).toBe(
      'weekly:2026-11-16',
    );
  });

  it('span a clock change with the right bounds', () => {
    // The week of 26 October 2026 in Madrid: CEST until Sunday 25 October, CET after.
    expect(duePeriod('weekly', at('2026-10-26T06:00:00Z'), 'Europe/Madrid', 6)).toMatchObject({
      key: 'weekly:2026-10-19',
      start: '2026-10-18T22:00:00.000Z',
      end: '2026-10-25T23:00:00.000Z',
    });
  });
});

describe('local days', () => {
  it('start when the clock skips midnight', () => {
    // Chile moves its clocks from 00:00 to 01:00 on 6 September 2026.
    const start = localDayStart('2026-09-06', 'America/Santiago');
    expect(new Date(start).toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(localClock(start, 'America/Santiago')).toEqual({ date: '2026-09-06', hour: 1 });
  });
});
