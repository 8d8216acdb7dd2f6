import { ACTIVITY_MAX_AGE_MS, ACTIVITY_MAX_SECONDS_PER_UPDATE } from '@aula/shared';
import type { ActiveSecondsCounter } from './active-seconds-counter';
import type { ActivityTransport } from './activity-transport';
import type { ActivityTimeSpan } from './api/activity-resources';
import { worthRetrying } from './worth-retrying';

/** How much younger than the service's limit an outgoing span's start is kept. */
const SPAN_AGE_MARGIN_MS = 3_600_000;

export interface ActivityTimeSpansOptions {
  student: { id: number; tutorId: number | null };
  /** Counts the general activity's seconds again: the activity time is sent apart from it. */
  counter: ActiveSecondsCounter;
  transport: Pick<ActivityTransport, 'saveTime' | 'beaconTime'>;
  now: () => number;
  /** The next span's start moved: time to remember it, so a reload carries on from there. */
  onStartMoved: () => void;
}

/**
 * The main service's activity time: the general activity's active seconds, sent span by span,
 * each from where the last one ended to now. A span that did not arrive is merged into the next.
 */
export class ActivityTimeSpans {
  private readonly options: ActivityTimeSpansOptions;
  private start: string;
  private sending: Promise<void> | null = null;

  constructor(options: ActivityTimeSpansOptions) {
    this.options = options;
    this.start = this.isoNow();
  }

  /** Where the next span starts: the end of the last one sent. */
  get nextStart(): string {
    return this.start;
  }

  /** `from`: where the next span starts, as remembered before a reload. */
  startCounting(from?: string) {
    if (from !== undefined) this.start = from;
    this.options.counter.start();
  }

  stopCounting() {
    this.options.counter.stop();
  }

  /** Sends the next span; a call while one is on its way joins it. */
  flush(): Promise<void> {
    this.sending ??= this.sendNext().finally(() => {
      this.sending = null;
    });
    return this.sending;
  }

  /** The page is hidden or going away: the next span goes with navigator.sendBeacon. */
  beacon() {
    const span = this.next();
    if (span && !this.options.transport.beaconTime(span)) this.restore(span);
  }

  private async sendNext() {
    const span = this.next();
    if (!span) return;
    try {
      await this.options.transport.saveTime(span);
    } catch (error) {
      if (worthRetrying(error)) this.restore(span);
    }
  }

  /**
   * The next span of activity time, from where the last one ended to now. The service takes
   * only spans that start within its last 36 hours (an hour to spare here), so a span held back
   * by a long time offline, or a tab left open, starts no earlier than that: its seconds still
   * fit, as a span carries an hour of them at most. With nothing counted the start moves up to
   * now, so an idle stretch never makes the next span old; but not while a span is on its way,
   * which, should it fail, is merged back from where it started.
   */
  private next(): ActivityTimeSpan | null {
    const { counter, now, student } = this.options;
    const seconds = counter.take(ACTIVITY_MAX_SECONDS_PER_UPDATE);
    if (seconds === 0) {
      if (!this.sending) this.moveStart(this.isoNow());
      return null;
    }
    const earliest = new Date(now() - ACTIVITY_MAX_AGE_MS + SPAN_AGE_MARGIN_MS).toISOString();
    const span = {
      start_time: this.start < earliest ? earliest : this.start,
      end_time: this.isoNow(),
      activity_timer: seconds,
      student_id: student.id,
      tutor_id: student.tutorId,
    };
    this.moveStart(span.end_time);
    return span;
  }

  /**
   * A span that did not arrive is merged into the next one: its seconds come back and, unless a
   * later span went out meanwhile, the next span starts where it did. The service leaves out
   * any part of a span it already recorded, so a span that did arrive is not counted twice.
   */
  private restore(span: ActivityTimeSpan) {
    this.options.counter.giveBack(span.activity_timer);
    if (this.start === span.end_time) this.moveStart(span.start_time);
  }

  private moveStart(to: string) {
    this.start = to;
    this.options.onStartMoved();
  }

  private isoNow() {
    return new Date(this.options.now()).toISOString();
  }
}
