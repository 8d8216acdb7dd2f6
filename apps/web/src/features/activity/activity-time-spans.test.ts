import { ACTIVITY_MAX_SECONDS_PER_UPDATE } from '@aula/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { createActivityClock } from '../../test/activity-clock';
import { ActiveSecondsCounter } from './active-seconds-counter';
import type { ActivityTimeSpan } from './api/activity-resources';
import { ActivityTimeSpans } from './activity-time-spans';

/** Spans on a clock of their own; `saveTime` and `beaconTime` answer as each test chooses. */
function spansWith(transport: {
  saveTime?: (span: ActivityTimeSpan) => Promise<unknown>;
  beaconTime?: (span: ActivityTimeSpan) => boolean;
}) {
  const clock = createActivityClock();
  const counter = new ActiveSecondsCounter({ signals: clock.signals, timers: clock.timers });
  const saveTime = vi.fn(transport.saveTime ?? (() => Promise.resolve({})));
  const spans = new ActivityTimeSpans({
    student: { id: 11, tutorId: 21 },
    counter,
    transport: { saveTime, beaconTime: transport.beaconTime ?? (() => true) },
    now: clock.now,
    onStartMoved: () => {},
  });
  const at = (ms: number) => new Date(clock.now() + ms).toISOString();
  const saved = () => saveTime.mock.calls.map(([span]) => span);
  return { clock, counter, spans, saved, at };
}

describe('the spans of activity time', () => {
  it('sends at most what one span may carry, and the rest with the next', async () => {
    const { counter, spans, saved } = spansWith({});
    counter.giveBack(ACTIVITY_MAX_SECONDS_PER_UPDATE + 7);
    await spans.flush();
    await spans.flush();
    expect(saved().map((span) => span.activity_timer)).toEqual([
      ACTIVITY_MAX_SECONDS_PER_UPDATE,
      7,
    ]);
  });

  it('merges a span the browser would not take as a beacon into the next one', async () => {
    const { clock, counter, spans, saved, at } = spansWith({ beaconTime: () => false });
    const start = at(0);
    counter.giveBack(5);
    clock.advance(5_000);
    spans.beacon();
    counter.giveBack(3);
    clock.advance(3_000);
    await spans.flush();
    expect(saved()).toEqual([
      { start_time: start, end_time: at(0), activity_timer: 8, student_id: 11, tutor_id: 21 },
    ]);
  });

  it('keeps the start while a span is on its way, so a failed one merges back from it', async () => {
    let attempts = 0;
    let fail: (error: unknown) => void = () => {};
    const { clock, counter, spans, saved, at } = spansWith({
      saveTime: () => {
        attempts += 1;
        return attempts === 1 ? new Promise((_, reject) => (fail = reject)) : Promise.resolve({});
      },
    });
    const start = at(0);
    counter.giveBack(5);
    clock.advance(5_000);
    const first = spans.flush();
    // The page is hidden with nothing counted since: an idle beacon must not move the start.
    clock.advance(60_000);
    spans.beacon();
    fail(new ApiError(503, { error: 'unavailable', message: 'Try later' }));
    await first;
    await spans.flush();
    expect(saved()[1]).toMatchObject({ start_time: start, end_time: at(0), activity_timer: 5 });
  });
});
