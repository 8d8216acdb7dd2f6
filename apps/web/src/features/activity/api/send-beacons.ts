import type { ActivityScope } from '@aula/shared';
import { activityBeaconEndpoints, activityTimeEndpoints } from '@aula/shared';
import { endpointUrl } from '../../../lib/call-endpoint';
import { readToken } from '../../../lib/storage';
import type { ActivityTimeSpan, ActivityUpdate } from './activity-resources';

/** The most updates one POST /v1/activity-beacons takes. */
export const UPDATES_PER_BEACON = 10;

export interface BeaconUpdate extends ActivityUpdate {
  scope: ActivityScope;
  id: number;
}

/**
 * Hands a text/plain JSON body to the browser for delivery after the page is gone. A beacon
 * cannot carry the Authorization header, so the token travels in the body; text/plain keeps
 * the request free of a CORS preflight. Without sendBeacon, or when the browser refuses (a
 * full queue), a keepalive fetch outlives the page as well. False: nothing could be handed over.
 */
export function sendBeacon(url: URL, payload: Record<string, unknown>): boolean {
  const body = JSON.stringify({ ...payload, token: readToken() ?? undefined });
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url.href, body)) {
      return true;
    }
  } catch {
    // Some browsers throw for a body over their limit: the fetch below has a chance still.
  }
  if (typeof fetch !== 'function') return false;
  try {
    fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    }).catch(() => {
      // The page is closing: there is no one left to tell.
    });
    return true;
  } catch {
    return false;
  }
}

/** POST /v1/activity-beacons: the seconds of every open activity, as the tab closes. */
export function beaconActivityUpdates(updates: BeaconUpdate[]): boolean {
  return sendBeacon(endpointUrl(activityBeaconEndpoints.send, {}), { updates });
}

/** POST /api/save_user_activity_time as a beacon: the last span of activity time. */
export function beaconActivityTime(span: ActivityTimeSpan): boolean {
  return sendBeacon(endpointUrl(activityTimeEndpoints.save, {}), { ...span });
}
