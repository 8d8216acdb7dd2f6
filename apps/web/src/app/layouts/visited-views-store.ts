import { sessionStore, STORAGE_KEYS } from '../../lib/storage';
import type { I18nKey } from '../../locales/resources';

/** One tab of the tutor's visited views, kept per path for this browser tab. */
export interface VisitedView {
  path: string;
  title: I18nKey;
}

const EMPTY: VisitedView[] = [];
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedViews: VisitedView[] = EMPTY;

function isVisitedView(value: unknown): value is VisitedView {
  const view = value as Partial<VisitedView> | null;
  return typeof view?.path === 'string' && typeof view.title === 'string';
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

export function addVisitedView(view: VisitedView) {
  const views = getVisitedViews();
  const existing = views.find((candidate) => candidate.path === view.path);
  if (existing?.title === view.title) return;
  save(
    existing
      ? views.map((candidate) => (candidate.path === view.path ? view : candidate))
      : [...views, view],
  );
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
