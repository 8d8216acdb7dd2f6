import type { ActivityScope } from '@aula/shared';
import type { ActivityTimeSpan, ActivityUpdate, PlaceScope } from './api/activity-resources';
import type { BeaconUpdate } from './api/send-beacons';

/** The requests the tracker makes; the browser's are in browser-transport.ts. */
export interface ActivityTransport {
  createGeneral(): Promise<{ id: number }>;
  createPlace(scope: PlaceScope, placeId: number, parentId: number | null): Promise<{ id: number }>;
  update(scope: ActivityScope, id: number, update: ActivityUpdate): Promise<unknown>;
  saveTime(span: ActivityTimeSpan): Promise<unknown>;
  /** True when the browser took the beacon for delivery. */
  beaconUpdates(updates: BeaconUpdate[]): boolean;
  beaconTime(span: ActivityTimeSpan): boolean;
}
