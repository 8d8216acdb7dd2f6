import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import type { I18nKey } from '../../locales/resources';
import type { VisitedView } from './visited-views-store';
import { addVisitedView, getVisitedViews, MAX_VISITED_VIEWS } from './visited-views-store';

const screenOf = (index: number): VisitedView => ({
  path: `/students/${index}/edit`,
  title: 'students:edit.title',
});
const pathsOf = (views: VisitedView[]) => views.map((view) => view.path);

/** The store as a reloaded page finds it: a fresh module reading this tab's sessionStorage. */
async function afterReload() {
  vi.resetModules();
  const reloaded = await import('./visited-views-store');
  return reloaded.getVisitedViews();
}

describe('the visited views store', () => {
  it('keeps at most 8 tabs: opening a ninth screen drops the oldest', () => {
    expect(MAX_VISITED_VIEWS).toBe(8);
    for (let index = 1; index <= 9; index += 1) addVisitedView(screenOf(index));

    expect(pathsOf(getVisitedViews())).toEqual(
      [2, 3, 4, 5, 6, 7, 8, 9].map((index) => screenOf(index).path),
    );
  });

  it('never drops the open screen, even when it is the oldest of a longer strip', () => {
    // Kept in this browser tab from before there was a limit.
    const longStrip = Array.from({ length: 11 }, (_, index) => screenOf(index + 1));
    window.sessionStorage.setItem(STORAGE_KEYS.visitedViews, JSON.stringify(longStrip));

    addVisitedView(screenOf(1));

    expect(pathsOf(getVisitedViews())).toEqual(
      [1, 5, 6, 7, 8, 9, 10, 11].map((index) => screenOf(index).path),
    );
  });

  it('keeps the name a screen gave its tab through a reload, and while the screen loads again', async () => {
    addVisitedView({ path: '/students', title: 'students:title' });
    // The title is known as the screen opens, the name once the student is loaded.
    addVisitedView(screenOf(7));
    addVisitedView({ ...screenOf(7), name: 'Leo Pérez' });
    // Opened again later: the tab keeps the name while the student loads again.
    addVisitedView(screenOf(7));

    expect(await afterReload()).toEqual([
      { path: '/students', title: 'students:title' },
      { path: '/students/7/edit', title: 'students:edit.title', name: 'Leo Pérez' },
    ]);
  });

  it('follows a new name for the same screen', () => {
    addVisitedView({ ...screenOf(7), name: 'Leo Pérez' });
    addVisitedView({ ...screenOf(7), name: 'Leo Pérez Gil' });
    expect(getVisitedViews()).toEqual([{ ...screenOf(7), name: 'Leo Pérez Gil' }]);
  });

  it('loads tabs saved before they had names, and skips entries it cannot read', async () => {
    const saved: unknown[] = [
      { path: '/students', title: 'students:title' satisfies I18nKey },
      { path: '/students/7/reports', title: 'reports:progress.title' satisfies I18nKey },
      { path: '/broken', title: 'students:title', name: 42 },
      { title: 'students:title' },
    ];
    window.sessionStorage.setItem(STORAGE_KEYS.visitedViews, JSON.stringify(saved));

    expect(await afterReload()).toEqual([
      { path: '/students', title: 'students:title' },
      { path: '/students/7/reports', title: 'reports:progress.title' },
    ]);
  });
});
