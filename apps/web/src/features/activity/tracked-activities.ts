import type { ActiveSecondsCounter } from './active-seconds-counter';
import type { ActivityMemory } from './activity-memory';
import type { ActivityTransport } from './activity-transport';
import type { ActivityPlace } from './tracked-activity';
import { TrackedActivity } from './tracked-activity';
import { worthRetrying } from './worth-retrying';

export interface TrackedActivitiesOptions {
  transport: Pick<ActivityTransport, 'createGeneral' | 'createPlace' | 'update'>;
  memory: Pick<ActivityMemory, 'place' | 'rememberPlace' | 'forgetPlace'>;
  newCounter: () => ActiveSecondsCounter;
  newUpdateKey: () => string;
  /** The general activity got its id from the service: time to remember it for a reload. */
  onGeneralCreated: () => void;
}

/**
 * The activities with something left to do (open ones, and left ones not yet sent) and their
 * records on the activity service: the general activity of the sign-in first, each place inside
 * it. A record that failed to be created is asked for again on the next flush.
 */
export class TrackedActivities implements Iterable<TrackedActivity> {
  readonly general: TrackedActivity;
  private readonly options: TrackedActivitiesOptions;
  private readonly tracked: Set<TrackedActivity>;
  /** Those whose record the service is creating now. */
  private readonly creating = new Set<TrackedActivity>();
  private disposed = false;

  constructor(options: TrackedActivitiesOptions) {
    this.options = options;
    this.general = this.track(null);
    this.tracked = new Set([this.general]);
  }

  [Symbol.iterator](): Iterator<TrackedActivity> {
    return this.tracked.values();
  }

  /** Carries on with the general activity remembered before a reload, or creates it. */
  startGeneral(rememberedId: number | null) {
    if (rememberedId === null) this.ensureCreated(this.general);
    else this.general.id = rememberedId;
    this.general.counter.start();
  }

  openPlace(place: ActivityPlace): TrackedActivity {
    // Counting starts on entering: the activity being created is the one these seconds
    // belong to, and they are sent once its id arrives.
    const activity = this.track(place);
    activity.counter.start();
    this.tracked.add(activity);
    this.ensureCreated(activity);
    return activity;
  }

  /** The student left the place: its seconds go now. */
  close(activity: TrackedActivity) {
    activity.leave();
    if (activity.id !== null && activity.place) {
      this.options.memory.forgetPlace(activity.place.scope, activity.id);
    }
    void this.flushOne(activity);
  }

  /** Sends every activity's seconds, creating first those the service does not have yet. */
  async flush(): Promise<void> {
    await Promise.all([...this.tracked].map((activity) => this.flushOne(activity)));
  }

  stopCounting() {
    for (const activity of this.tracked) activity.counter.stop();
  }

  /** The session is over: nothing more is created or remembered. */
  dispose() {
    this.disposed = true;
  }

  private track(place: ActivityPlace | null): TrackedActivity {
    const { transport, newCounter, newUpdateKey } = this.options;
    return new TrackedActivity({
      place,
      counter: newCounter(),
      transport,
      newUpdateKey,
      onDone: (activity) => this.tracked.delete(activity),
    });
  }

  private flushOne(activity: TrackedActivity): Promise<void> {
    if (activity.id !== null) return activity.deliver();
    this.ensureCreated(activity);
    return Promise.resolve();
  }

  private ensureCreated(activity: TrackedActivity) {
    if (this.disposed || activity.id !== null || this.creating.has(activity)) return;
    if (activity === this.general) this.createGeneral();
    else this.createPlace(activity);
  }

  private createGeneral() {
    this.create(
      this.general,
      () => this.options.transport.createGeneral(),
      // Refused for good: the places are recorded on their own, without a parent.
      () => this.createWaitingPlaces(),
    );
  }

  private createPlace(activity: TrackedActivity) {
    const { place } = activity;
    if (place === null) return;
    // A place belongs to the general activity: it waits for it, unless that was refused.
    if (this.general.id === null && this.tracked.has(this.general)) return;
    const parentId = this.general.id;
    const remembered = this.options.memory.place(place.scope);
    if (activity.open && remembered?.place_id === place.id && remembered.parent_id === parentId) {
      // The same place of the same sign-in, before a reload: carry on with it.
      this.adopt(activity, remembered.id);
      return;
    }
    const { transport } = this.options;
    this.create(activity, () => transport.createPlace(place.scope, place.id, parentId));
  }

  /**
   * Asks the service for the record. Refused for good, the activity is dropped (what it counted
   * has nowhere to go) and `afterDropped` runs; any other failure is asked again on a flush.
   */
  private create(
    activity: TrackedActivity,
    request: () => Promise<{ id: number }>,
    afterDropped?: () => void,
  ) {
    this.creating.add(activity);
    request().then(
      (created) => {
        this.creating.delete(activity);
        this.adopt(activity, created.id);
      },
      (error: unknown) => {
        this.creating.delete(activity);
        if (worthRetrying(error)) return;
        activity.discard();
        this.tracked.delete(activity);
        afterDropped?.();
      },
    );
  }

  private adopt(activity: TrackedActivity, id: number) {
    activity.id = id;
    if (this.disposed) return;
    if (activity === this.general) {
      this.options.onGeneralCreated();
      this.createWaitingPlaces();
      return;
    }
    const { place } = activity;
    if (activity.open && place) {
      this.options.memory.rememberPlace(place.scope, {
        id,
        place_id: place.id,
        parent_id: this.general.id,
      });
    } else {
      // Left while it was being created: its seconds go now.
      void this.flushOne(activity);
    }
  }

  private createWaitingPlaces() {
    for (const activity of this.tracked) {
      if (activity !== this.general) this.ensureCreated(activity);
    }
  }
}
