import type { ActivityTransport } from './activity-tracker';
import { createGeneralActivity, createPlaceActivity } from './api/create-activity';
import { saveActivityTime } from './api/save-activity-time';
import { beaconActivityTime, beaconActivityUpdates } from './api/send-beacons';
import { updateActivity } from './api/update-activity';

/** The tracker's requests through the app's API clients and navigator.sendBeacon. */
export const browserTransport: ActivityTransport = {
  createGeneral: createGeneralActivity,
  createPlace: createPlaceActivity,
  update: updateActivity,
  saveTime: saveActivityTime,
  beaconUpdates: beaconActivityUpdates,
  beaconTime: beaconActivityTime,
};
