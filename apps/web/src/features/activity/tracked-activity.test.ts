import { ACTIVITY_MAX_SECONDS_PER_UPDATE } from '@aula/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { createActivityClock } from '../../test/activity-clock';
import { ActiveSecondsCounter } from './active-seconds-counter';
import type { ActivityTransport } from './activity-transport';
import { TrackedActivity } from './tracked-activity';

/** A created lesson activity with `seconds` counted, and the updates it sends. */
function lessonActivity(seconds: number, update: ActivityTransport['update']) {
  const clock = createActivityClock();
  const counter = new ActiveSecondsCounter({ signals: clock.signals, timers: clock.timers });
  counter.giveBack(seconds);
  let key = 0;
  const transport = { update: vi.fn(update) };
  const onDone = vi.fn();
  const activity = new TrackedActivity({
    place: { scope: 'lesson', id: 502 },
    counter,
    transport,
    newUpdateKey: () => `key-${++key}`,
    onDone,
  });
  activity.id = 5;
  const sent = () => transport.update.mock.calls.map(([scope, id, body]) => ({ scope, id, body }));
  return { activity, sent, onDone };
}

describe('a tracked activity', () => {
  it('sends at most what one update may add, and the rest with the next', async () => {
    const { activity, sent } = lessonActivity(ACTIVITY_MAX_SECONDS_PER_UPDATE + 5, () =>
      Promise.resolve({}),
    );
    await activity.deliver();
    await activity.deliver();
    expect(sent()).toEqual([
      {
        scope: 'lesson',
        id: 5,
        body: { seconds: ACTIVITY_MAX_SECONDS_PER_UPDATE, update_key: 'key-1' },
      },
      { scope: 'lesson', id: 5, body: { seconds: 5, update_key: 'key-2' } },
    ]);
  });

  it('does not send again an update the service refused for good', async () => {
    const { activity, sent } = lessonActivity(6, () =>
      Promise.reject(new ApiError(422, { error: 'invalid', message: 'Invalid seconds' })),
    );
    await activity.deliver();
    activity.counter.giveBack(2);
    await activity.deliver();
    expect(sent().map(({ body }) => body)).toEqual([
      { seconds: 6, update_key: 'key-1' },
      { seconds: 2, update_key: 'key-2' },
    ]);
  });

  it('is let go once left and everything it counted is delivered', async () => {
    let fail = true;
    const { activity, onDone } = lessonActivity(3, () =>
      fail
        ? Promise.reject(new ApiError(503, { error: 'unavailable', message: 'Try later' }))
        : Promise.resolve({}),
    );
    await activity.deliver();
    expect(onDone).not.toHaveBeenCalled();

    activity.leave();
    await activity.deliver();
    // The update did not arrive: it is still to be sent.
    expect(onDone).not.toHaveBeenCalled();
    fail = false;
    await activity.deliver();
    expect(onDone).toHaveBeenCalledExactlyOnceWith(activity);
  });
});
