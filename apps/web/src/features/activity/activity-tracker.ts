import type { ActivityScope } from '@aula/shared';
import {
  ACTIVITY_FLUSH_INTERVAL_MS,
  ACTIVITY_MAX_AGE_MS,
  ACTIVITY_MAX_SECONDS_PER_UPDATE,
} from '@aula/shared';
import { isApiError } from '../../lib/api-client';
import type { ActiveSecondsCounter, IntervalTimers } from './active-seconds-counter';
import { browserTimers } from './active-seconds-counter';
import type { ActivityMemory } from './activity-memory';
import type { ActivityTimeSpan, ActivityUpdate, PlaceScope } from './api/activity-resources';
import { PLACE_SCOPES } from './api/activity-resources';
import type { BeaconUpdate } from './api/send-beacons';
import { UPDATES_PER_BEACON } from './api/send-beacons';

/** How much younger than the service's limit an outgoing span's start is kept. */
const SPAN_AGE_MARGIN_MS = 3_600_000;

/** The requests the tracker makes; the browser's are in student-activity.ts. */
export interface ActivityTransport {
  createGeneral(): Promise<{ id: number }>;
  createPlace(scope: PlaceScope, placeId: number, parentId: number | null): Promise<{ id: number }>;
  update(scope: ActivityScope, id: number, update: ActivityUpdate): Promise<unknown>;
  saveTime(span: ActivityTimeSpan): Promise<unknown>;
  /** True when the browser took the beacon for delivery. */
  beaconUpdates(updates: BeaconUpdate[]): boolean;
  beaconTime(span: ActivityTimeSpan): boolean;
}

/** The grade, subject, cluster, lesson and game the student is in (null: not in one). */
export type Places = Record<PlaceScope, number | null>;
export const NO_PLACES: Places = {
  grade: null,
  subject: null,
  cluster: null,
  lesson: null,
  game: null,
};

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

interface Tracked {
  scope: ActivityScope;
  /** The grade, subject, cluster or lesson id; null for the general activity. */
  placeId: number | null;
  /** Known once the service created it. */
  id: number | null;
  counter: ActiveSecondsCounter;
  /**
   * An update the service has not confirmed. It is sent again as it is, key included, so the
   * service counts it once even if the first attempt did arrive and only the answer was lost.
   */
  unsent: ActivityUpdate | null;
  open: boolean;
  creating: boolean;
  sending: Promise<void> | null;
}

/** Only failures without an answer or with a server fault may succeed on another try. */
function worthRetrying(error: unknown) {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) {
    result.push(items.slice(index, index + size));
  }
  return result;
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

  const general = track('general', null);
  /** The activities with something left to do: open ones, and left ones not yet sent. */
  const tracked = new Set<Tracked>([general]);
  const open = new Map<PlaceScope, Tracked>();
  /** Counts the general activity's seconds again for the activity time, which is sent apart. */
  const spanCounter = newCounter();
  let spanStart = new Date(now()).toISOString();
  let spanSending: Promise<void> | null = null;
  let flushTimer: unknown = null;
  let started = false;
  let disposed = false;

  function track(scope: ActivityScope, placeId: number | null): Tracked {
    return {
      scope,
      placeId,
      id: null,
      counter: newCounter(),
      unsent: null,
      open: true,
      creating: false,
      sending: null,
    };
  }

  function rememberGeneral() {
    if (disposed || general.id === null) return;
    memory.rememberGeneral({ id: general.id, student_id: student.id, span_start: spanStart });
  }

  function drop(activity: Tracked) {
    activity.open = false;
    activity.counter.stop();
    activity.counter.take();
    activity.unsent = null;
    tracked.delete(activity);
  }

  /** A left activity is done once everything it counted is delivered. */
  function dropIfDone(activity: Tracked) {
    const done =
      !activity.open && !activity.unsent && !activity.sending && activity.counter.pending === 0;
    if (done && activity.id !== null) tracked.delete(activity);
  }

  function adopt(activity: Tracked, id: number) {
    activity.id = id;
    if (disposed) return;
    if (activity === general) {
      rememberGeneral();
      createWaitingPlaces();
      return;
    }
    if (activity.open && activity.placeId !== null) {
      memory.rememberPlace(activity.scope as PlaceScope, {
        id,
        place_id: activity.placeId,
        parent_id: general.id,
      });
    } else {
      // Left while it was being created: its seconds go now.
      void flushOne(activity);
    }
  }

  function createWaitingPlaces() {
    for (const activity of tracked) if (activity !== general) ensureCreated(activity);
  }

  function ensureCreated(activity: Tracked) {
    if (disposed || activity.id !== null || activity.creating) return;
    if (activity === general) {
      activity.creating = true;
      transport.createGeneral().then(
        (created) => {
          activity.creating = false;
          adopt(activity, created.id);
        },
        (error: unknown) => {
          activity.creating = false;
          if (worthRetrying(error)) return;
          // Refused for good: the places are recorded on their own, without a parent.
          drop(general);
          createWaitingPlaces();
        },
      );
      return;
    }
    if (activity.placeId === null) return;
    // A place belongs to the general activity: it waits for it, unless that was refused.
    if (general.id === null && tracked.has(general)) return;
    const parentId = general.id;
    const scope = activity.scope as PlaceScope;
    const remembered = memory.place(scope);
    if (
      activity.open &&
      remembered?.place_id === activity.placeId &&
      remembered.parent_id === parentId
    ) {
      // The same place of the same sign-in, before a reload: carry on with it.
      adopt(activity, remembered.id);
      return;
    }
    activity.creating = true;
    transport.createPlace(scope, activity.placeId, parentId).then(
      (created) => {
        activity.creating = false;
        adopt(activity, created.id);
      },
      (error: unknown) => {
        activity.creating = false;
        if (!worthRetrying(error)) drop(activity);
      },
    );
  }

  /** The next update of a counter: what it counted, at most what one update may add. */
  function nextUpdate(counter: ActiveSecondsCounter): ActivityUpdate | null {
    const taken = counter.take();
    const seconds = Math.min(taken, ACTIVITY_MAX_SECONDS_PER_UPDATE);
    counter.giveBack(taken - seconds);
    return seconds > 0 ? { seconds, update_key: newUpdateKey() } : null;
  }

  /** False when the update should be sent again later. */
  async function send(activity: Tracked, id: number, update: ActivityUpdate): Promise<boolean> {
    try {
      await transport.update(activity.scope, id, update);
    } catch (error) {
      // Refused (the activity is gone, the seconds are invalid): sending it again cannot help.
      if (worthRetrying(error)) return false;
    }
    if (activity.unsent === update) activity.unsent = null;
    return true;
  }

  async function deliver(activity: Tracked, id: number) {
    if (activity.unsent && !(await send(activity, id, activity.unsent))) return;
    const update = nextUpdate(activity.counter);
    if (!update) return;
    activity.unsent = update;
    await send(activity, id, update);
  }

  function flushOne(activity: Tracked): Promise<void> {
    const { id } = activity;
    if (id === null) {
      ensureCreated(activity);
      return Promise.resolve();
    }
    activity.sending ??= deliver(activity, id).finally(() => {
      activity.sending = null;
      dropIfDone(activity);
    });
    return activity.sending;
  }

  /**
   * The next span of activity time, from where the last one ended to now. The service takes
   * only spans that start within its last 36 hours (an hour to spare here), so a span held back
   * by a long time offline, or a tab left open, starts no earlier than that: its seconds still
   * fit, as a span carries an hour of them at most. With nothing counted the start moves up to
   * now, so an idle stretch never makes the next span old.
   */
  function nextSpan(): ActivityTimeSpan | null {
    const taken = spanCounter.take();
    const seconds = Math.min(taken, ACTIVITY_MAX_SECONDS_PER_UPDATE);
    spanCounter.giveBack(taken - seconds);
    if (seconds === 0) {
      if (taken === 0 && !spanSending) {
        spanStart = new Date(now()).toISOString();
        rememberGeneral();
      }
      return null;
    }
    const earliest = new Date(now() - ACTIVITY_MAX_AGE_MS + SPAN_AGE_MARGIN_MS).toISOString();
    const span = {
      start_time: spanStart < earliest ? earliest : spanStart,
      end_time: new Date(now()).toISOString(),
      activity_timer: seconds,
      student_id: student.id,
      tutor_id: student.tutorId,
    };
    spanStart = span.end_time;
    rememberGeneral();
    return span;
  }

  /**
   * A span that did not arrive is merged into the next one: its seconds come back and, unless a
   * later span went out meanwhile, the next span starts where it did. The service leaves out
   * any part of a span it already recorded, so a span that did arrive is not counted twice.
   */
  function restoreSpan(span: ActivityTimeSpan) {
    spanCounter.giveBack(span.activity_timer);
    if (spanStart === span.end_time) {
      spanStart = span.start_time;
      rememberGeneral();
    }
  }

  function flushSpan(): Promise<void> {
    spanSending ??= (async () => {
      const span = nextSpan();
      if (!span) return;
      try {
        await transport.saveTime(span);
      } catch (error) {
        if (worthRetrying(error)) restoreSpan(span);
      }
    })().finally(() => {
      spanSending = null;
    });
    return spanSending;
  }

  async function flush() {
    if (disposed) return;
    await Promise.all([...[...tracked].map(flushOne), flushSpan()]);
  }

  function close(activity: Tracked) {
    activity.open = false;
    activity.counter.stop();
    if (activity.id !== null) memory.forgetPlace(activity.scope as PlaceScope, activity.id);
    void flushOne(activity);
  }

  function sendBeacons() {
    if (disposed || !started) return;
    const items: { activity: Tracked; update: ActivityUpdate; fresh: boolean }[] = [];
    for (const activity of tracked) {
      if (activity.id === null) continue;
      if (activity.unsent) items.push({ activity, update: activity.unsent, fresh: false });
      const update = nextUpdate(activity.counter);
      if (update) items.push({ activity, update, fresh: true });
    }
    for (const chunk of chunks(items, UPDATES_PER_BEACON)) {
      const handedOver = transport.beaconUpdates(
        chunk.map(({ activity, update }) => ({
          scope: activity.scope,
          id: activity.id as number,
          ...update,
        })),
      );
      for (const { activity, update, fresh } of chunk) {
        if (handedOver) {
          if (activity.unsent === update) activity.unsent = null;
          dropIfDone(activity);
        } else if (fresh) {
          // Not sent: the page may yet stay (a hidden tab, a cancelled unload).
          activity.counter.giveBack(update.seconds);
        }
      }
    }
    const span = nextSpan();
    if (span && !transport.beaconTime(span)) restoreSpan(span);
  }

  function stopCounting() {
    for (const activity of tracked) activity.counter.stop();
    spanCounter.stop();
    if (flushTimer !== null) timers.clearInterval(flushTimer);
    flushTimer = null;
  }

  function dispose() {
    if (disposed) return;
    stopCounting();
    disposed = true;
    open.clear();
  }

  return {
    start() {
      if (started || disposed) return;
      started = true;
      const remembered = memory.general();
      if (remembered?.student_id === student.id) {
        general.id = remembered.id;
        spanStart = remembered.span_start;
      } else {
        ensureCreated(general);
      }
      general.counter.start();
      spanCounter.start();
      flushTimer = timers.setInterval(() => void flush(), flushIntervalMs);
    },

    enter(places) {
      if (disposed || !started) return;
      for (const scope of PLACE_SCOPES) {
        const current = open.get(scope);
        const placeId = places[scope];
        if (current?.placeId === placeId) continue;
        if (current) {
          open.delete(scope);
          close(current);
        }
        if (placeId === null) continue;
        // Counting starts on entering: the activity being created is the one these seconds
        // belong to, and they are sent once its id arrives.
        const activity = track(scope, placeId);
        activity.counter.start();
        open.set(scope, activity);
        tracked.add(activity);
        ensureCreated(activity);
      }
    },

    flush,
    sendBeacons,

    async finish() {
      if (disposed || !started) return;
      stopCounting();
      await flush();
      dispose();
    },

    dispose,
  };
}
