import { ACTIVITY_INPUT_WINDOW_MS, ACTIVITY_TICK_MS } from '@aula/shared';

/** What "the user is active" is read from; the browser's version is in page-signals.ts. */
export interface ActivitySignals {
  now(): number;
  /** Whether the page is on screen (a hidden tab is not being studied). */
  isVisible(): boolean;
  /** When the user last used the pointer, keys, scroll, touch or wheel (ms, like `now`). */
  lastInputAt(): number;
}

/** The interval functions, injected so tests run on a clock of their own. */
export interface IntervalTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const browserTimers: IntervalTimers = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

export interface CounterOptions {
  signals: ActivitySignals;
  timers?: IntervalTimers;
  tickMs?: number;
  inputWindowMs?: number;
}

/**
 * Counts the seconds in which the user was active (docs/product-rules.md#activity-time): it ticks
 * every second and a tick counts only while the page is visible and the user did something
 * recently. Each tick adds at most one second, so a late or skipped tick (a sleeping laptop) never
 * counts time the user was away. `take()` hands the seconds over exactly once.
 */
export class ActiveSecondsCounter {
  private readonly signals: ActivitySignals;
  private readonly timers: IntervalTimers;
  private readonly tickMs: number;
  private readonly inputWindowMs: number;
  private handle: unknown = null;
  private seconds = 0;

  constructor({
    signals,
    timers = browserTimers,
    tickMs = ACTIVITY_TICK_MS,
    inputWindowMs = ACTIVITY_INPUT_WINDOW_MS,
  }: CounterOptions) {
    this.signals = signals;
    this.timers = timers;
    this.tickMs = tickMs;
    this.inputWindowMs = inputWindowMs;
  }

  get running(): boolean {
    return this.handle !== null;
  }

  /** The seconds counted and not taken yet. */
  get pending(): number {
    return this.seconds;
  }

  start() {
    if (this.handle !== null) return;
    this.handle = this.timers.setInterval(() => this.tick(), this.tickMs);
  }

  /** Stops counting; the seconds already counted stay until taken. */
  stop() {
    if (this.handle === null) return;
    this.timers.clearInterval(this.handle);
    this.handle = null;
  }

  /**
   * The seconds counted since the last take, at most `max` of them (what one update may carry):
   * those are not handed out again, and any beyond `max` stay for the next take.
   */
  take(max = Number.POSITIVE_INFINITY): number {
    const taken = Math.min(this.seconds, max);
    this.seconds -= taken;
    return taken;
  }

  /** Seconds that were taken but could not be delivered come back, to go with the next take. */
  giveBack(seconds: number) {
    if (Number.isInteger(seconds) && seconds > 0) this.seconds += seconds;
  }

  private tick() {
    const { signals } = this;
    const recentInput = signals.now() - signals.lastInputAt() <= this.inputWindowMs;
    if (signals.isVisible() && recentInput) this.seconds += 1;
  }
}
