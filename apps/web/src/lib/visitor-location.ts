import { useSyncExternalStore } from 'react';

/**
 * Where a visitor (not signed in) is: the browser's path and query, kept in step with the history.
 * The visitor's two screens need no more routing than this, so the router's code is fetched only
 * after sign-in (the login screen's budget, see
 * docs/web-performance.md#lazy-dialogs-popups-and-other-late-pieces).
 */
export interface VisitorLocation {
  pathname: string;
  search: string;
}

const listeners = new Set<() => void>();
let current: VisitorLocation = readLocation();

function readLocation(): VisitorLocation {
  return { pathname: window.location.pathname, search: window.location.search };
}

/** The same object while the URL is the same, as useSyncExternalStore requires. */
export function getVisitorLocation(): VisitorLocation {
  const latest = readLocation();
  if (latest.pathname !== current.pathname || latest.search !== current.search) current = latest;
  return current;
}

function notify() {
  for (const listener of listeners) listener();
}

export function subscribeToVisitorLocation(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

/** Opens `to` (a path with an optional query) as a new history entry, or in place. */
export function navigateVisitor(to: string, options: { replace?: boolean } = {}) {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  notify();
}

export function useVisitorLocation(): VisitorLocation {
  return useSyncExternalStore(subscribeToVisitorLocation, getVisitorLocation, getVisitorLocation);
}
