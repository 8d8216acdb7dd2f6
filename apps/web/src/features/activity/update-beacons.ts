import type { ActivityTransport } from './activity-transport';
import { UPDATES_PER_BEACON } from './api/send-beacons';
import type { BeaconItem, TrackedActivity } from './tracked-activity';

interface BeaconEntry extends BeaconItem {
  activity: TrackedActivity;
  id: number;
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) {
    result.push(items.slice(index, index + size));
  }
  return result;
}

/**
 * The page is hidden or going away: every created activity's seconds go with
 * navigator.sendBeacon, as many updates in each beacon as the service takes. Activities the
 * service has not created yet keep counting for the next flush.
 */
export function sendUpdateBeacons(
  activities: Iterable<TrackedActivity>,
  transport: Pick<ActivityTransport, 'beaconUpdates'>,
) {
  const entries: BeaconEntry[] = [];
  for (const activity of activities) {
    const { id } = activity;
    if (id === null) continue;
    for (const item of activity.updatesForBeacon()) entries.push({ ...item, activity, id });
  }
  for (const chunk of chunks(entries, UPDATES_PER_BEACON)) {
    const handedOver = transport.beaconUpdates(
      chunk.map(({ activity, id, update }) => ({ scope: activity.scope, id, ...update })),
    );
    for (const { activity, update, fresh } of chunk) {
      if (handedOver) {
        activity.handedOver(update);
      } else if (fresh) {
        // Not sent: the page may yet stay (a hidden tab, a cancelled unload).
        activity.counter.giveBack(update.seconds);
      }
    }
  }
}
