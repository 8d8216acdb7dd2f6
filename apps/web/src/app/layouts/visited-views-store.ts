import { sessionStore, STORAGE_KEYS } from '../../lib/storage';
import type { I18nKey } from '../../locales/resources';

/** One tab of the tutor's visited views, kept per path for this browser tab. */
export interface VisitedView {
  path: string;
  /** The screen's title, translated when shown so the tab follows the language. */
  title: I18nKey;
  /** Who the screen is about (a child's or a tutor's name), once the screen has said so. */
  name?: string;
}

/** More tabs than this no longer fit a screen's width or a glance: the oldest make room. */
export const MAX_VISITED_VIEWS = 8;

const EMPTY: VisitedView[] = [];
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedViews: VisitedView[] = EMPTY;

/** Entries saved before tabs had names (no `name`) still load, as the screen's title alone. */
function isVisitedView(value: unknown): value is VisitedView {
  const view = value as Partial<VisitedView> | null;
  return (
    typeof view?.path === 'string' &&
    typeof view.title === 'string' &&
    (view.name === undefined || typeof view.name === 'string')
  );
}

/** Read through sessionStorage, so a cleared storage (logout) is an empty strip. */
export function getVisitedViews(): VisitedView[] {
  const raw = sessionStore.get(STORAGE_KEYS.visitedViews);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const parsed: unknown = raw ? sessionStore.getJson(STORAGE_KEYS.visitedViews) : null;
    cachedViews = Array.isArray(parsed) ? parsed.filter(isVisitedView) : EMPTY;
  }
  return cachedViews;
}

function save(views: VisitedView[]) {
  sessionStore.setJson(STORAGE_KEYS.visitedViews, views);
  for (const listener of listeners) listener();
}

export function subscribeToVisitedViews(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Drops the oldest tabs beyond the limit, never the open one (`openPath`). */
function withinLimit(views: VisitedView[], openPath: string): VisitedView[] {
  let kept = views;
  while (kept.length > MAX_VISITED_VIEWS) {
    const oldest = kept.findIndex((view) => view.path !== openPath);
    kept = kept.filter((_, index) => index !== oldest);
  }
  return kept;
}

/**
 * Adds the open screen's tab at the end, or updates its tab in place. A view without a name
 * keeps the one its tab already has: a screen names its subject only once its data is there.
 */
export function addVisitedView({ path, title, name }: VisitedView) {
  const views = getVisitedViews();
  const existing = views.find((candidate) => candidate.path === path);
  const keptName = name ?? existing?.name;
  const view: VisitedView = keptName ? { path, title, name: keptName } : { path, title };
  const unchanged = existing?.title === view.title && existing.name === view.name;
  const updated = unchanged
    ? views
    : existing
      ? views.map((candidate) => (candidate.path === path ? view : candidate))
      : [...views, view];
  // Also trims a longer strip kept from before there was a limit.
  const next = withinLimit(updated, path);
  if (next !== views) save(next);
}

/** Removes a tab and says where to go if it was the open one: its neighbour, else home. */
export function removeVisitedView(path: string): string {
  const views = getVisitedViews();
  const index = views.findIndex((view) => view.path === path);
  const remaining = views.filter((view) => view.path !== path);
  save(remaining);
  const neighbour = remaining[Math.min(Math.max(index, 0), remaining.length - 1)];
  return neighbour?.path ?? '/';
}
