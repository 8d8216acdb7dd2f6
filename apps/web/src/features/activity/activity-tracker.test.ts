import { ACTIVITY_FLUSH_INTERVAL_MS, ACTIVITY_MAX_AGE_MS } from '@aula/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  activity,
  activityRequests,
  activityServiceHandlers,
  activityTime,
} from '../../test/activity-fixtures';
import { createActivityClock } from '../../test/activity-clock';
import type { MockReply, RecordedRequest } from '../../test/fetch-mock';
import { mockFetch } from '../../test/fetch-mock';
import { STORAGE_KEYS } from '../../lib/storage';
import { ActiveSecondsCounter } from './active-seconds-counter';
import { ACTIVITY_STORAGE_KEYS, browserActivityMemory } from './activity-memory';
import type { Places } from './activity-tracker';
import type { PlaceScope } from './api/activity-resources';
import { createActivityTracker, NO_PLACES } from './activity-tracker';
import { browserTransport } from './browser-transport';

const lessonPlaces: Places = { grade: 3, subject: 31, cluster: 41, lesson: 502, game: null };

function startTracker(options: { update?: (request: RecordedRequest) => MockReply } = {}) {
  const clock = createActivityClock();
  const { requests, fetchMock } = mockFetch(activityServiceHandlers(options.update));
  let key = 0;
  const tracker = createActivityTracker({
    student: { id: 11, tutorId: 21 },
    transport: browserTransport,
    memory: browserActivityMemory,
    newCounter: () => new ActiveSecondsCounter({ signals: clock.signals, timers: clock.timers }),
    now: clock.now,
    newUpdateKey: () => `update-key-${++key}`,
    timers: clock.timers,
  });
  tracker.start();
  return { clock, tracker, requests, fetchMock };
}

/** A tracker for a student without a tutor whose spans of activity time meet `spanReply`. */
function startTrackerWithSpans(spanReply: () => MockReply) {
  const clock = createActivityClock();
  const { requests } = mockFetch({
    ...activityServiceHandlers(),
    'POST /api/save_user_activity_time': spanReply,
  });
  const tracker = createActivityTracker({
    student: { id: 11, tutorId: null },
    transport: browserTransport,
    memory: browserActivityMemory,
    newCounter: () => new ActiveSecondsCounter({ signals: clock.signals, timers: clock.timers }),
    now: clock.now,
    newUpdateKey: () => crypto.randomUUID(),
    timers: clock.timers,
  });
  return { clock, tracker, requests };
}

/** Waits until the activity of `scope` is created and remembered (its id is known). */
async function whenCreated(scope: 'general' | PlaceScope) {
  const store =
    scope === 'cluster' || scope === 'lesson' ? window.localStorage : window.sessionStorage;
  await vi.waitFor(() => expect(store.getItem(ACTIVITY_STORAGE_KEYS[scope])).not.toBeNull());
}

const puts = (requests: RecordedRequest[], resource: string) =>
  activityRequests(requests, 'PUT', resource).map((request) => ({
    path: request.url.pathname,
    body: request.body,
  }));

describe('the activity tracker', () => {
  it('creates the general activity once and carries on with it after a reload', async () => {
    const first = startTracker();
    await vi.waitFor(() =>
      expect(
        JSON.parse(window.sessionStorage.getItem(ACTIVITY_STORAGE_KEYS.general) ?? '{}'),
      ).toMatchObject({ id: 1, student_id: 11 }),
    );
    expect(activityRequests(first.requests, 'POST', 'activities')).toHaveLength(1);
    first.tracker.dispose();

    const reloaded = startTracker();
    reloaded.clock.advance(5_000);
    await reloaded.tracker.flush();
    expect(activityRequests(reloaded.requests, 'POST', 'activities')).toHaveLength(0);
    expect(puts(reloaded.requests, 'activities')).toEqual([
      { path: '/v1/activities/1', body: { seconds: 5, update_key: 'update-key-1' } },
    ]);
    reloaded.tracker.dispose();
  });

  it('creates the grade, subject, cluster and lesson activities inside the general one', async () => {
    const { tracker, requests } = startTracker();
    tracker.enter(lessonPlaces);
    await whenCreated('lesson');
    const created = requests
      .filter((request) => request.method === 'POST')
      .map((request) => [request.url.pathname, request.body]);
    expect(created).toEqual([
      ['/v1/activities', {}],
      ['/v1/grade-activities', { grade_id: 3, parent_id: 1 }],
      ['/v1/subject-activities', { subject_id: 31, parent_id: 1 }],
      ['/v1/cluster-activities', { cluster_id: 41, parent_id: 1 }],
      ['/v1/lesson-activities', { lesson_id: 502, parent_id: 1 }],
    ]);
    // The specification keeps the cluster and lesson activity ids in local storage.
    expect(JSON.parse(window.localStorage.getItem(ACTIVITY_STORAGE_KEYS.cluster) ?? '{}')).toEqual({
      id: 4,
      place_id: 41,
      parent_id: 1,
    });
    expect(JSON.parse(window.localStorage.getItem(ACTIVITY_STORAGE_KEYS.lesson) ?? '{}')).toEqual({
      id: 5,
      place_id: 502,
      parent_id: 1,
    });
    tracker.dispose();
  });

  it('sends the seconds of a place on leaving it, and opens a new activity on coming back', async () => {
    const { clock, tracker, requests } = startTracker();
    tracker.enter(lessonPlaces);
    await whenCreated('lesson');
    clock.advance(7_000);

    // Back to the subject: the lesson and cluster are left, the subject and grade stay open.
    tracker.enter({ ...lessonPlaces, cluster: null, lesson: null });
    await vi.waitFor(() => expect(puts(requests, 'lesson-activities')).toHaveLength(1));
    expect(puts(requests, 'lesson-activities')).toEqual([
      { path: '/v1/lesson-activities/5', body: { seconds: 7, update_key: expect.any(String) } },
    ]);
    expect(puts(requests, 'cluster-activities')).toEqual([
      { path: '/v1/cluster-activities/4', body: { seconds: 7, update_key: expect.any(String) } },
    ]);
    expect(puts(requests, 'subject-activities')).toEqual([]);
    expect(window.localStorage.getItem(ACTIVITY_STORAGE_KEYS.lesson)).toBeNull();
    expect(window.localStorage.getItem(ACTIVITY_STORAGE_KEYS.cluster)).toBeNull();

    tracker.enter(lessonPlaces);
    await vi.waitFor(() =>
      expect(activityRequests(requests, 'POST', 'lesson-activities')).toHaveLength(2),
    );
    tracker.dispose();
  });

  it('sends every activity and the span of activity time each flush interval', async () => {
    const { clock, tracker, requests } = startTracker();
    const startedAt = new Date(clock.now()).toISOString();
    tracker.enter({ ...NO_PLACES, grade: 3 });
    await whenCreated('grade');

    clock.advance(ACTIVITY_FLUSH_INTERVAL_MS);
    // Joins the flush the interval started (nothing is left to send).
    await tracker.flush();
    expect(puts(requests, 'activities')).toEqual([
      { path: '/v1/activities/1', body: { seconds: 30, update_key: expect.any(String) } },
    ]);
    // The grade's counter started after the flush timer: its 30th tick falls in the next flush.
    expect(puts(requests, 'grade-activities')).toEqual([
      { path: '/v1/grade-activities/2', body: { seconds: 29, update_key: expect.any(String) } },
    ]);
    const firstEnd = new Date(clock.now()).toISOString();
    const spans = () =>
      requests.filter((request) => request.url.pathname === '/api/save_user_activity_time');
    expect(spans()[0]?.url.origin).toBe('http://main.test:3003');
    expect(spans()[0]?.body).toEqual({
      start_time: startedAt,
      end_time: firstEnd,
      activity_timer: 30,
      student_id: 11,
      tutor_id: 21,
    });

    // The page is hidden for 20 s: those seconds are not counted, the next span starts where
    // the last one ended.
    clock.setVisible(false);
    clock.advance(20_000);
    clock.setVisible(true);
    clock.input();
    clock.advance(10_000);
    await tracker.flush();
    expect(spans()).toHaveLength(2);
    expect(spans()[1]?.body).toMatchObject({ start_time: firstEnd, activity_timer: 10 });
    tracker.dispose();
  });

  it('sends nothing for a flush without active seconds', async () => {
    const { clock, tracker, requests } = startTracker();
    await whenCreated('general');
    clock.setVisible(false);
    clock.advance(ACTIVITY_FLUSH_INTERVAL_MS * 2);
    await tracker.flush();
    expect(
      requests.filter(
        (request) => request.method !== 'POST' || request.url.pathname !== '/v1/activities',
      ),
    ).toEqual([]);
    tracker.dispose();
  });

  it('sends a failed update again with the same key, and the newer seconds after it', async () => {
    let attempts = 0;
    const { clock, tracker, requests } = startTracker({
      update: () => {
        attempts += 1;
        return attempts === 1
          ? { status: 503, body: { error: 'unavailable', message: 'Try later' } }
          : { body: activity() };
      },
    });
    await whenCreated('general');
    clock.advance(6_000);
    await tracker.flush();
    clock.advance(4_000);
    await tracker.flush();

    expect(puts(requests, 'activities').map(({ body }) => body)).toEqual([
      { seconds: 6, update_key: 'update-key-1' },
      { seconds: 6, update_key: 'update-key-1' },
      { seconds: 4, update_key: 'update-key-2' },
    ]);
    tracker.dispose();
  });

  it('merges a span that did not arrive into the next one', async () => {
    let spanAttempts = 0;
    const { clock, tracker, requests } = startTrackerWithSpans(() => {
      spanAttempts += 1;
      return spanAttempts === 1
        ? { status: 502, body: { error: 'bad_gateway', message: 'Bad gateway' } }
        : { status: 201, body: activityTime() };
    });
    const startedAt = new Date(clock.now()).toISOString();
    tracker.start();
    clock.advance(5_000);
    await tracker.flush();
    clock.advance(3_000);
    await tracker.flush();
    const spans = requests
      .filter((request) => request.url.pathname === '/api/save_user_activity_time')
      .map((request) => request.body);
    expect(spans).toEqual([
      expect.objectContaining({ start_time: startedAt, activity_timer: 5, tutor_id: null }),
      expect.objectContaining({
        start_time: startedAt,
        end_time: new Date(clock.now()).toISOString(),
        activity_timer: 8,
      }),
    ]);
    tracker.dispose();
  });

  it('starts the span after a long idle stretch near the new activity, not where the last one ended', async () => {
    const { clock, tracker, requests } = startTracker();
    await whenCreated('general');
    clock.advance(ACTIVITY_FLUSH_INTERVAL_MS);
    await tracker.flush();
    // A tab left open for two days: nothing is counted, so the span start moves up with each flush.
    clock.setVisible(false);
    for (let halfHour = 0; halfHour < 96; halfHour += 1) {
      clock.advance(1_800_000);
      // The flushes the interval started settle, as they do between its ticks in a browser.
      await tracker.flush();
    }
    clock.setVisible(true);
    clock.input();
    clock.advance(10_000);
    await tracker.flush();
    const spans = requests
      .filter((request) => request.url.pathname === '/api/save_user_activity_time')
      .map((request) => request.body as { start_time: string; activity_timer: number });
    expect(spans).toHaveLength(2);
    const second = spans[1]!;
    expect(second.activity_timer).toBe(10);
    // No older than the last flush that settled before the new seconds (here the start of the
    // last half hour; in a browser every flush settles): well within the hours the service takes.
    expect(clock.now() - Date.parse(second.start_time)).toBeLessThanOrEqual(1_800_000 + 10_000);
    tracker.dispose();
  });

  it('keeps a span held back for days within the hours the service takes', async () => {
    let online = false;
    const { clock, tracker, requests } = startTrackerWithSpans(() =>
      online
        ? { status: 201, body: activityTime() }
        : { status: 503, body: { error: 'unavailable', message: 'Offline' } },
    );
    tracker.start();
    clock.advance(5_000);
    await tracker.flush();
    // Offline for 40 hours: the 5 seconds wait, their span start with them.
    clock.setVisible(false);
    clock.advance(40 * 3_600_000);
    online = true;
    // The last try of the interval fails and settles; the next one goes through.
    await tracker.flush();
    await tracker.flush();
    const last = requests
      .filter((request) => request.url.pathname === '/api/save_user_activity_time')
      .at(-1)?.body as { start_time: string; end_time: string; activity_timer: number };
    expect(last.activity_timer).toBe(5);
    expect(Date.parse(last.end_time) - Date.parse(last.start_time)).toBe(
      ACTIVITY_MAX_AGE_MS - 3_600_000,
    );
    tracker.dispose();
  });

  it('hands everything to navigator.sendBeacon when the page goes away, token in the body', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'student-token');
    const { clock, tracker, requests, fetchMock } = startTracker();
    tracker.enter({ ...NO_PLACES, grade: 3 });
    await whenCreated('grade');
    const sendBeacon = vi.fn((_url: string, _body: string) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    clock.advance(4_000);
    fetchMock.mockClear();

    tracker.sendBeacons();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(sendBeacon.mock.calls.map(([url]) => url)).toEqual([
      'http://activity.test:3001/v1/activity-beacons',
      'http://main.test:3003/api/save_user_activity_time',
    ]);
    const [updates, span] = sendBeacon.mock.calls.map(([, body]) => JSON.parse(body) as unknown);
    expect(updates).toEqual({
      token: 'student-token',
      updates: [
        { scope: 'general', id: 1, seconds: 4, update_key: expect.any(String) },
        { scope: 'grade', id: 2, seconds: 4, update_key: expect.any(String) },
      ],
    });
    expect(span).toMatchObject({ token: 'student-token', activity_timer: 4, student_id: 11 });

    // Nothing is sent twice: the next flush has only what was counted after the beacon.
    clock.advance(2_000);
    await tracker.flush();
    expect(puts(requests, 'activities').map(({ body }) => body)).toEqual([
      { seconds: 2, update_key: expect.any(String) },
    ]);
    tracker.dispose();
  });

  it('falls back to a keepalive fetch when the browser refuses the beacon', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'student-token');
    const { clock, tracker, fetchMock } = startTracker();
    await whenCreated('general');
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false });
    clock.advance(3_000);
    fetchMock.mockClear();

    tracker.sendBeacons();

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://activity.test:3001/v1/activity-beacons');
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    });
    expect(JSON.parse(String(init?.body))).toMatchObject({
      token: 'student-token',
      updates: [{ scope: 'general', id: 1, seconds: 3 }],
    });
    tracker.dispose();
  });

  it('sends what was counted on finish and then stops', async () => {
    const { clock, tracker, requests } = startTracker();
    tracker.enter({ ...NO_PLACES, grade: 3, subject: 31 });
    await whenCreated('subject');
    clock.advance(9_000);
    await tracker.finish();
    expect(puts(requests, 'subject-activities').map(({ body }) => body)).toEqual([
      { seconds: 9, update_key: expect.any(String) },
    ]);
    const sent = requests.length;
    clock.advance(ACTIVITY_FLUSH_INTERVAL_MS * 2);
    await tracker.flush();
    expect(requests).toHaveLength(sent);
  });
});
