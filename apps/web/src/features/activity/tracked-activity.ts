import type { ActivityScope } from '@aula/shared';
import { ACTIVITY_MAX_SECONDS_PER_UPDATE } from '@aula/shared';
import type { ActiveSecondsCounter } from './active-seconds-counter';
import type { ActivityTransport } from './activity-transport';
import type { ActivityUpdate, PlaceScope } from './api/activity-resources';
import { worthRetrying } from './worth-retrying';

/** A grade, subject, cluster, lesson or game the student entered. */
export interface ActivityPlace {
  scope: PlaceScope;
  id: number;
}

/** An update for a beacon; `fresh`: new seconds, not the unconfirmed update sent again. */
export interface BeaconItem {
  update: ActivityUpdate;
  fresh: boolean;
}

export interface TrackedActivityOptions {
  /** What it is about; null for the general activity of the sign-in. */
  place: ActivityPlace | null;
  counter: ActiveSecondsCounter;
  transport: Pick<ActivityTransport, 'update'>;
  newUpdateKey: () => string;
  /** Called once it is left and everything it counted is delivered: it can be let go. */
  onDone: (activity: TrackedActivity) => void;
}

/**
 * One activity record and the active seconds counted for it, sent as updates one delivery at a
 * time. Whether and when the service creates the record is up to TrackedActivities.
 */
export class TrackedActivity {
  readonly place: ActivityPlace | null;
  readonly counter: ActiveSecondsCounter;
  /** Known once the service created it. */
  id: number | null = null;
  /** False once the student left it, or the service refused it. */
  open = true;
  private readonly transport: Pick<ActivityTransport, 'update'>;
  private readonly newUpdateKey: () => string;
  private readonly onDone: (activity: TrackedActivity) => void;
  /**
   * An update the service has not confirmed. It is sent again as it is, key included, so the
   * service counts it once even if the first attempt did arrive and only the answer was lost.
   */
  private unsent: ActivityUpdate | null = null;
  private sending: Promise<void> | null = null;

  constructor(options: TrackedActivityOptions) {
    this.place = options.place;
    this.counter = options.counter;
    this.transport = options.transport;
    this.newUpdateKey = options.newUpdateKey;
    this.onDone = options.onDone;
  }

  get scope(): ActivityScope {
    return this.place?.scope ?? 'general';
  }

  /** Left, and everything it counted is delivered. */
  get done(): boolean {
    return !this.open && !this.unsent && !this.sending && this.counter.pending === 0;
  }

  /** The student left it: it counts no more, and what it counted is still to be sent. */
  leave() {
    this.open = false;
    this.counter.stop();
  }

  /** Refused for good by the service: what it counted has nowhere to go. */
  discard() {
    this.leave();
    this.counter.take();
    this.unsent = null;
  }

  /**
   * Sends the unconfirmed update, then the seconds counted since. A call while a delivery is
   * under way joins it, so two flushes never send the same seconds side by side.
   */
  deliver(): Promise<void> {
    const { id } = this;
    if (id === null) return Promise.resolve();
    this.sending ??= this.sendPending(id).finally(() => {
      this.sending = null;
      this.letGoIfDone();
    });
    return this.sending;
  }

  /** What a beacon carries for it: the unconfirmed update again, then the new seconds. */
  updatesForBeacon(): BeaconItem[] {
    const items: BeaconItem[] = [];
    if (this.unsent) items.push({ update: this.unsent, fresh: false });
    const update = this.nextUpdate();
    if (update) items.push({ update, fresh: true });
    return items;
  }

  /** A beacon took the update: it counts as delivered. */
  handedOver(update: ActivityUpdate) {
    if (this.unsent === update) this.unsent = null;
    this.letGoIfDone();
  }

  private letGoIfDone() {
    if (this.done && this.id !== null) this.onDone(this);
  }

  /** What it counted, at most what one update may add. */
  private nextUpdate(): ActivityUpdate | null {
    const seconds = this.counter.take(ACTIVITY_MAX_SECONDS_PER_UPDATE);
    return seconds > 0 ? { seconds, update_key: this.newUpdateKey() } : null;
  }

  private async sendPending(id: number) {
    if (this.unsent && !(await this.send(id, this.unsent))) return;
    const update = this.nextUpdate();
    if (!update) return;
    this.unsent = update;
    await this.send(id, update);
  }

  /** False when the update should be sent again later. */
  private async send(id: number, update: ActivityUpdate): Promise<boolean> {
    try {
      await this.transport.update(this.scope, id, update);
    } catch (error) {
      // Refused (the activity is gone, the seconds are invalid): sending it again cannot help.
      if (worthRetrying(error)) return false;
    }
    if (this.unsent === update) this.unsent = null;
    return true;
  }
}
