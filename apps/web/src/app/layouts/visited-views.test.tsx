import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { waitingEvaluation } from '../../features/evaluation/test-fixtures';
import { progressReport } from '../../features/reports/report-test-kit';
import { STORAGE_KEYS } from '../../lib/storage';
import type { MockReply } from '../../test/fetch-mock';
import { mockFetch } from '../../test/fetch-mock';
import { currentUser, student, summaryList, tutor } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import type { VisitedView } from './visited-views-store';
import { setupUser } from '../../test/user';

const leo = student({ id: 7, firstname: 'Leo', lastname: 'Pérez' });

function mockTutorWithLeo() {
  const signedIn = currentUser('tutor');
  return mockFetch({
    'GET /users/me': { body: signedIn },
    'GET /students': { body: summaryList([]) },
    'POST /get-user': { body: leo },
    'GET /students/7/reports/progress': { body: progressReport() },
    'PATCH /users/me': ({ body }) => ({ body: { ...signedIn, ...(body as object) } }),
  });
}

const visitedViews = (name = 'Visited views') => within(screen.getByRole('navigation', { name }));
const tabTexts = (name?: string) =>
  visitedViews(name)
    .getAllByRole('link')
    .map((link) => link.textContent);

function keepVisitedViews(views: VisitedView[]) {
  window.sessionStorage.setItem(STORAGE_KEYS.visitedViews, JSON.stringify(views));
}

/** A phone-sized window: Mantine's media queries below 600 px match. */
function useNarrowScreen() {
  const matchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...matchMedia(query),
    matches: query.includes('max-width: 37.5em') || matchMedia(query).matches,
  }));
}

describe("the tutor's visited views", () => {
  it("name the child on the tabs of the child's screens, in the language of the moment", async () => {
    const user = setupUser();
    mockTutorWithLeo();
    const app = renderApp('/students/7/edit', { token: 'token' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Leo Pérez' });
    await waitFor(() => expect(tabTexts()).toEqual(['Leo Pérez · Edit student']));

    await act(() => app.host?.getSnapshot().router.navigate('/students/7/reports'));
    await screen.findByRole('heading', { level: 1, name: 'Reports of Leo Pérez' });
    await waitFor(() =>
      expect(tabTexts()).toEqual(['Leo Pérez · Edit student', 'Leo Pérez · Progress report']),
    );
    expect(
      visitedViews().getByRole('link', { name: 'Leo Pérez · Progress report' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(
      visitedViews().getByRole('button', { name: 'Close Leo Pérez · Edit student' }),
    ).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Español' }));
    await waitFor(() =>
      expect(tabTexts('Pantallas visitadas')).toEqual([
        'Leo Pérez · Editar estudiante',
        'Leo Pérez · Informe de progreso',
      ]),
    );
    app.unmount();
  });

  it.each<{ screen: string; path: string; replies: Record<string, MockReply>; tab: string }>([
    {
      screen: "a tutor's details",
      path: '/tutors/22',
      replies: {
        'GET /tutors/22': {
          body: {
            ...tutor({ id: 22, firstname: 'Luis', lastname: 'Romero' }),
            created_at: '2024-03-05T10:00:00.000Z',
            students: [],
          },
        },
      },
      tab: 'Luis Romero · Tutor details',
    },
    {
      screen: "a child's evaluation",
      path: '/evaluation/55',
      replies: {
        'GET /evaluations/55': { body: waitingEvaluation({ id: 55, student_name: 'Leo Pérez' }) },
      },
      tab: 'Leo Pérez · Evaluation results',
    },
  ])('name the person on the tab of $screen', async ({ path, replies, tab }) => {
    mockFetch({ 'GET /users/me': { body: currentUser('tutor') }, ...replies });
    const app = renderApp(path, { token: 'token' });
    await waitFor(() => expect(tabTexts()).toEqual([tab]));
    app.unmount();
  });

  it('keep the names after a reload, without loading the children again', async () => {
    const { requests } = mockTutorWithLeo();
    keepVisitedViews([
      { path: '/students/7/edit', title: 'students:edit.title', name: 'Leo Pérez' },
      // Saved before tabs had names: the screen's title alone.
      { path: '/tutors', title: 'tutors:title' },
    ]);
    const app = renderApp('/students', { token: 'token' });
    await screen.findByRole('heading', { level: 1, name: 'Children' });
    await waitFor(() =>
      expect(tabTexts()).toEqual(['Leo Pérez · Edit student', 'Tutors', 'Children']),
    );
    expect(requests.some((request) => request.url.pathname === '/get-user')).toBe(false);
    app.unmount();
  });

  it('show at most 8 tabs: a ninth screen replaces the oldest', async () => {
    mockTutorWithLeo();
    keepVisitedViews(
      Array.from({ length: 8 }, (_, index) => ({
        path: `/students/${index + 1}/edit`,
        title: 'students:edit.title',
        name: `Child ${index + 1}`,
      })),
    );
    const app = renderApp('/students', { token: 'token' });
    await screen.findByRole('heading', { level: 1, name: 'Children' });
    await waitFor(() => expect(tabTexts()).toHaveLength(8));
    expect(tabTexts()[0]).toBe('Child 2 · Edit student');
    expect(tabTexts().at(-1)).toBe('Children');
    app.unmount();
  });

  it('become one menu on a narrow screen, naming the open view and listing the others', async () => {
    const user = setupUser();
    useNarrowScreen();
    mockTutorWithLeo();
    keepVisitedViews([
      { path: '/students', title: 'students:title' },
      { path: '/tutors', title: 'tutors:title' },
    ]);
    const app = renderApp('/students/7/edit', { token: 'token' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Leo Pérez' });

    const menuButton = await visitedViews().findByRole('button', {
      name: 'Leo Pérez · Edit student',
    });
    // No row of tabs: the menu button is the only control of the visited views.
    expect(visitedViews().queryAllByRole('link')).toEqual([]);
    expect(visitedViews().getAllByRole('button')).toEqual([menuButton]);

    // From the keyboard: open the menu, go to the close item of "Tutors" and press it.
    menuButton.focus();
    await user.keyboard('{Enter}');
    const children = await screen.findByRole('menuitem', { name: 'Children' });
    await waitFor(() => expect(children).toHaveFocus());
    expect(
      screen
        .getAllByRole('menuitem')
        .map((item) => item.getAttribute('aria-label') ?? item.textContent),
    ).toEqual(['Children', 'Close Children', 'Tutors', 'Close Tutors']);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Close Tutors' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        visitedViews().getByRole('button', { name: 'Leo Pérez · Edit student' }),
      ).toHaveFocus(),
    );

    // Then open "Children", the only other view left.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Children' })).toHaveFocus());
    expect(screen.queryByRole('menuitem', { name: 'Tutors' })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Children' })).toBeVisible();
    expect(window.location.pathname).toBe('/students');
    await waitFor(() =>
      expect(visitedViews().getByRole('button', { name: 'Children' })).toBeVisible(),
    );
    app.unmount();
  });
});
