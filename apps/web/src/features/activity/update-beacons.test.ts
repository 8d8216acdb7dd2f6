import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { createActivityClock } from '../../test/activity-clock';
import { ActiveSecondsCounter } from './active-seconds-counter';
import type { BeaconUpdate } from './api/send-beacons';
import { UPDATES_PER_BEACON } from './api/send-beacons';
import { TrackedActivity } from './tracked-activity';
import { sendUpdateBeacons } from './update-beacons';

/**
 * A lesson activity with `seconds` counted; `id` null: the service has not created it yet.
 * `update` answers its updates (sent on a flush, not by beacon).
 */
function lessonActivity(
  id: number | null,
  seconds: number,
  { onDone = () => {}, update = () => Promise.resolve({}) } = {},
) {
  const clock = createActivityClock();
  const activity = new TrackedActivity({
    place: { scope: 'lesson', id: 502 },
    counter: new ActiveSecondsCounter({ signals: clock.signals, timers: clock.timers }),
    transport: { update },
    newUpdateKey: () => `key-${id}`,
    onDone,
  });
  activity.id = id;
  activity.counter.giveBack(seconds);
  return activity;
}

describe('the update beacons', () => {
  it('sends as many updates in each beacon as the service takes', () => {
    const activities = Array.from({ length: UPDATES_PER_BEACON + 2 }, (_, index) =>
      lessonActivity(index + 1, 3),
    );
    const beaconUpdates = vi.fn((_updates: BeaconUpdate[]) => true);
    sendUpdateBeacons([...activities, lessonActivity(null, 3)], { beaconUpdates });
    expect(beaconUpdates.mock.calls.map(([updates]) => updates.map(({ id }) => id))).toEqual([
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      [11, 12],
    ]);
    expect(beaconUpdates.mock.calls[0]?.[0][0]).toEqual({
      scope: 'lesson',
      id: 1,
      seconds: 3,
      update_key: 'key-1',
    });
    expect(activities.map(({ counter }) => counter.pending)).toEqual(activities.map(() => 0));
  });

  it('keeps the new seconds of a beacon the browser refused for the next update', async () => {
    const activity = lessonActivity(5, 4, {
      update: () => Promise.reject(new ApiError(503, { error: 'unavailable', message: 'Later' })),
    });
    // 4 seconds wait as an update that did not arrive; 2 more are counted after it.
    await activity.deliver();
    activity.counter.giveBack(2);
    const beaconUpdates = vi.fn((_updates: BeaconUpdate[]) => false);
    sendUpdateBeacons([activity], { beaconUpdates });
    expect(beaconUpdates.mock.calls[0]?.[0].map(({ seconds }) => seconds)).toEqual([4, 2]);
    // Only the new seconds go back to the counter: the waiting update is still sent as it is.
    expect(activity.counter.pending).toBe(2);
  });

  it('lets a left activity go once a beacon took its last seconds', () => {
    const onDone = vi.fn();
    const activity = lessonActivity(5, 6, { onDone });
    activity.leave();
    sendUpdateBeacons([activity], { beaconUpdates: () => true });
    expect(onDone).toHaveBeenCalledExactlyOnceWith(activity);
  });
});
