import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { createActivityClock } from '../../test/activity-clock';
import { ActiveSecondsCounter } from './active-seconds-counter';
import type { ActivityMemory, RememberedPlace } from './activity-memory';
import type { ActivityTransport } from './activity-transport';
import type { PlaceScope } from './api/activity-resources';
import { TrackedActivities } from './tracked-activities';

const refused = () => new ApiError(403, { error: 'forbidden', message: 'Forbidden' });
const unavailable = () => new ApiError(503, { error: 'unavailable', message: 'Try later' });

/** A promise the test settles when it likes, like an answer still on its way. */
function pending<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The activities on a fake service whose answers each test chooses; ids count from 1. */
function activitiesOn(answers: Partial<Pick<ActivityTransport, 'createGeneral' | 'createPlace'>>) {
  const clock = createActivityClock();
  let nextId = 1;
  const created = () => Promise.resolve({ id: nextId++ });
  const transport = {
    createGeneral: vi.fn<ActivityTransport['createGeneral']>(answers.createGeneral ?? created),
    createPlace: vi.fn<ActivityTransport['createPlace']>(answers.createPlace ?? created),
    update: vi.fn<ActivityTransport['update']>(() => Promise.resolve({})),
  };
  const places = new Map<PlaceScope, RememberedPlace>();
  const memory: Pick<ActivityMemory, 'place' | 'rememberPlace' | 'forgetPlace'> = {
    place: (scope) => places.get(scope) ?? null,
    rememberPlace: (scope, value) => places.set(scope, value),
    forgetPlace: (scope) => places.delete(scope),
  };
  const activities = new TrackedActivities({
    transport,
    memory,
    newCounter: () => new ActiveSecondsCounter({ signals: clock.signals, timers: clock.timers }),
    newUpdateKey: () => crypto.randomUUID(),
    onGeneralCreated: () => {},
  });
  const updates = () => transport.update.mock.calls.map(([scope, id, body]) => [scope, id, body]);
  return { clock, transport, places, activities, updates };
}

describe('the tracked activities', () => {
  it('records the places without a parent once the general activity is refused for good', async () => {
    const { transport, activities } = activitiesOn({
      createGeneral: () => Promise.reject(refused()),
    });
    activities.startGeneral(null);
    activities.openPlace({ scope: 'grade', id: 3 });
    await vi.waitFor(() => expect(transport.createPlace).toHaveBeenCalledWith('grade', 3, null));
  });

  it('keeps a place waiting for the general activity, which is asked for again on a flush', async () => {
    let answer = (): Promise<{ id: number }> => Promise.reject(unavailable());
    const { transport, activities } = activitiesOn({ createGeneral: () => answer() });
    activities.startGeneral(null);
    activities.openPlace({ scope: 'grade', id: 3 });
    await activities.flush();
    expect(transport.createPlace).not.toHaveBeenCalled();

    answer = () => Promise.resolve({ id: 9 });
    await activities.flush();
    expect(transport.createGeneral).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(transport.createPlace).toHaveBeenCalledWith('grade', 3, 9));
  });

  it('sends the seconds of a place left while it was being created once its id arrives', async () => {
    const lesson = pending<{ id: number }>();
    const { clock, places, activities, updates } = activitiesOn({
      createPlace: () => lesson.promise,
    });
    activities.startGeneral(1);
    const activity = activities.openPlace({ scope: 'lesson', id: 502 });
    clock.advance(4_000);
    activities.close(activity);
    expect(updates()).toEqual([]);

    lesson.resolve({ id: 5 });
    await vi.waitFor(() =>
      expect(updates()).toEqual([['lesson', 5, { seconds: 4, update_key: expect.any(String) }]]),
    );
    // Left already: a reload must not carry on with it.
    expect(places.has('lesson')).toBe(false);
  });

  it('drops a place the service refuses for good: it is neither asked for again nor sent', async () => {
    const { clock, transport, activities, updates } = activitiesOn({
      createPlace: () => Promise.reject(refused()),
    });
    activities.startGeneral(1);
    activities.openPlace({ scope: 'cluster', id: 41 });
    await vi.waitFor(() => expect([...activities]).toHaveLength(1));
    clock.advance(5_000);
    await activities.flush();
    expect(transport.createPlace).toHaveBeenCalledTimes(1);
    expect(updates()).toEqual([['general', 1, { seconds: 5, update_key: expect.any(String) }]]);
  });

  it('carries on with a place remembered for the same sign-in, not for another one', async () => {
    const { clock, transport, places, activities, updates } = activitiesOn({});
    places.set('lesson', { id: 7, place_id: 502, parent_id: 1 });
    places.set('cluster', { id: 8, place_id: 41, parent_id: 99 });
    activities.startGeneral(1);
    activities.openPlace({ scope: 'lesson', id: 502 });
    activities.openPlace({ scope: 'cluster', id: 41 });
    clock.advance(2_000);
    await activities.flush();
    expect(transport.createPlace.mock.calls).toEqual([['cluster', 41, 1]]);
    expect(updates()).toContainEqual(['lesson', 7, { seconds: 2, update_key: expect.any(String) }]);
  });
});
