import type { ActivitySignals, IntervalTimers } from '../features/activity/active-seconds-counter';

/**
 * A hand-driven clock for the activity counters: time moves only with `advance`, intervals
 * fire on it, and visibility and the last input are set by the test.
 */
export function createActivityClock(startAt = Date.UTC(2025, 8, 1, 8, 0, 0)) {
  let now = startAt;
  let visible = true;
  let lastInputAt = startAt;
  let nextHandle = 1;
  const intervals = new Map<number, { callback: () => void; ms: number; dueAt: number }>();

  const signals: ActivitySignals = {
    now: () => now,
    isVisible: () => visible,
    lastInputAt: () => lastInputAt,
  };

  const timers: IntervalTimers = {
    setInterval(callback, ms) {
      const handle = nextHandle++;
      intervals.set(handle, { callback, ms, dueAt: now + ms });
      return handle;
    },
    clearInterval(handle) {
      intervals.delete(handle as number);
    },
  };

  /** Moves time on by `ms`, firing every interval that falls due, in order. */
  function advance(ms: number) {
    const until = now + ms;
    for (;;) {
      let next: { callback: () => void; ms: number; dueAt: number } | undefined;
      for (const interval of intervals.values()) {
        if (interval.dueAt <= until && (!next || interval.dueAt < next.dueAt)) next = interval;
      }
      if (!next) break;
      now = next.dueAt;
      next.dueAt += next.ms;
      next.callback();
    }
    now = until;
  }

  return {
    signals,
    timers,
    advance,
    now: () => now,
    setVisible(value: boolean) {
      visible = value;
    },
    /** The user does something now. */
    input() {
      lastInputAt = now;
    },
  };
}
