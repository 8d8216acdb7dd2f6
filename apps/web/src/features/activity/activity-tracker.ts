import { ACTIVITY_FLUSH_INTERVAL_MS } from '@aula/shared';
import type { ActiveSecondsCounter, IntervalTimers } from './active-seconds-counter';
import { browserTimers } from './active-seconds-counter';
import type { ActivityMemory } from './activity-memory';
import { ActivityTimeSpans } from './activity-time-spans';
import type { ActivityTransport } from './activity-transport';
import { OpenPlaces } from './open-places';
import type { Places } from './places';
import { TrackedActivities } from './tracked-activities';
import { sendUpdateBeacons } from './update-beacons';

// The tracker's callers find its whole vocabulary here, wherever each piece is declared.
export type { ActivityTransport } from './activity-transport';
export type { Places } from './places';
export { NO_PLACES } from './places';

export interface ActivityTrackerOptions {
  student: { id: number; tutorId: number | null };
  transport: ActivityTransport;
  memory: ActivityMemory;
  /** A new, stopped counter on the page's activity signals. */
  newCounter: () => ActiveSecondsCounter;
  now: () => number;
  newUpdateKey: () => string;
  timers?: IntervalTimers;
  flushIntervalMs?: number;
}

export interface ActivityTracker {
  /** Carries on with this tab's general activity, or creates it, and starts counting. */
  start(): void;
  /** The places the student is in now: those left are closed and sent, new ones opened. */
  enter(places: Places): void;
  /** Sends every activity's counted seconds and the span of activity time. */
  flush(): Promise<void>;
  /** The page is hidden or going away: everything counted goes with navigator.sendBeacon. */
  sendBeacons(): void;
  /** Logout: stops counting and sends what was counted while the token still works. */
  finish(): Promise<void>;
  /** Stops counting and sending (the session is over). */
  dispose(): void;
}

/**
 * The student's activity records (docs/product-rules.md#activity-time): the general activity of the
 * sign-in and one activity per grade, subject, cluster and lesson entered, each with its own
 * counter of active seconds. Seconds are sent on leaving a place, every flush interval, on logout
 * and by beacon when the page goes away; whatever could not be delivered is kept for the next try.
 * The general activity's seconds also go, span by span, to the main service's activity time.
 */
export function createActivityTracker(options: ActivityTrackerOptions): ActivityTracker {
  const { student, transport, memory, newCounter, now, newUpdateKey } = options;
  const timers = options.timers ?? browserTimers;
  const flushIntervalMs = options.flushIntervalMs ?? ACTIVITY_FLUSH_INTERVAL_MS;
  let flushTimer: unknown = null;
  let started = false;
  let disposed = false;

  const activities = new TrackedActivities({
    transport,
    memory,
    newCounter,
    newUpdateKey,
    onGeneralCreated: rememberGeneral,
  });
  const spans = new ActivityTimeSpans({
    student,
    counter: newCounter(),
    transport,
    now,
    onStartMoved: rememberGeneral,
  });
  const openPlaces = new OpenPlaces(activities);

  /** The general activity and where its next span starts, so a reload carries on with both. */
  function rememberGeneral() {
    const { id } = activities.general;
    if (disposed || id === null) return;
    memory.rememberGeneral({ id, student_id: student.id, span_start: spans.nextStart });
  }

  async function flush() {
    if (disposed) return;
    await Promise.all([activities.flush(), spans.flush()]);
  }

  function stopCounting() {
    activities.stopCounting();
    spans.stopCounting();
    if (flushTimer !== null) timers.clearInterval(flushTimer);
    flushTimer = null;
  }

  function dispose() {
    if (disposed) return;
    stopCounting();
    disposed = true;
    activities.dispose();
    openPlaces.clear();
  }

  return {
    start() {
      if (started || disposed) return;
      started = true;
      const remembered = memory.general();
      const carriedOn = remembered?.student_id === student.id ? remembered : null;
      activities.startGeneral(carriedOn?.id ?? null);
      spans.startCounting(carriedOn?.span_start);
      flushTimer = timers.setInterval(() => void flush(), flushIntervalMs);
    },

    enter(places) {
      if (disposed || !started) return;
      openPlaces.enter(places);
    },

    flush,

    sendBeacons() {
      if (disposed || !started) return;
      sendUpdateBeacons(activities, transport);
      spans.beacon();
    },

    async finish() {
      if (disposed || !started) return;
      stopCounting();
      await flush();
      dispose();
    },

    dispose,
  };
}
