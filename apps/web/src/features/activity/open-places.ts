import { PLACE_SCOPES } from './api/activity-resources';
import type { PlaceScope } from './api/activity-resources';
import type { Places } from './places';
import type { TrackedActivities } from './tracked-activities';
import type { TrackedActivity } from './tracked-activity';

/** The activity open in each place scope: entering new places closes those left, opens the new. */
export class OpenPlaces {
  private readonly activities: Pick<TrackedActivities, 'openPlace' | 'close'>;
  private readonly open = new Map<PlaceScope, TrackedActivity>();

  constructor(activities: Pick<TrackedActivities, 'openPlace' | 'close'>) {
    this.activities = activities;
  }

  enter(places: Places) {
    for (const scope of PLACE_SCOPES) {
      const current = this.open.get(scope);
      const id = places[scope];
      if (current?.place?.id === id) continue;
      if (current) {
        this.open.delete(scope);
        this.activities.close(current);
      }
      if (id !== null) this.open.set(scope, this.activities.openPlace({ scope, id }));
    }
  }

  /** Forgets the open places without closing them (the session is over). */
  clear() {
    this.open.clear();
  }
}
