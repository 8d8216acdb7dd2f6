import { permissionsForRole } from '@aula/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import { mockFetch } from '../../test/fetch-mock';
import {
  cluster,
  lesson,
  lessonDetail,
  levelList,
  servedLesson,
  subject,
} from '../../test/catalogue-fixtures';
import { currentUser, summaryList } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { setupUser } from '../../test/user';

const sidebarLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? link.textContent);

describe('the sidebar', () => {
  it('shows a student only the items whose screens exist', async () => {
    mockFetch({ 'GET /users/me': { body: currentUser('student') } });
    const app = renderApp('/', { token: 'token' });
    await screen.findByRole('heading', { name: 'Hello, Sofía!' });
    expect(sidebarLinks()).toEqual([
      'Home',
      'Search',
      'Books',
      'Dictionary',
      'Games',
      'Worksheets',
      'Help',
    ]);
    app.unmount();
  });

  it('shows a tutor their children', async () => {
    mockFetch({
      'GET /users/me': { body: currentUser('tutor') },
      'GET /students': { body: { items: [], total: 0, page: 1, page_size: 25 } },
    });
    const app = renderApp('/students', { token: 'token' });
    await screen.findByRole('heading', { level: 1, name: 'Children' });
    expect(sidebarLinks()).toEqual([
      'Dictionary',
      'Children',
      'Evaluation',
      'Worksheets',
      'Settings',
      'Activation',
      'Help',
    ]);
    const children = within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole(
      'link',
      { name: 'Children' },
    );
    expect(children).toHaveAttribute('aria-current', 'page');
    app.unmount();
  });

  it('shows an installer the sign-up screens their ability allows', async () => {
    mockFetch({
      'GET /users/me': { body: currentUser('installer') },
      'GET /tutors': { body: { items: [], total: 0 } },
    });
    let app = renderApp('/signup/tutor', { token: 'token' });
    await screen.findByRole('heading', { level: 1, name: 'Sign up a tutor' });
    expect(sidebarLinks()).toEqual(['Sign up a tutor', 'Sign up a student', 'Activation']);
    app.unmount();

    const withoutStudents = permissionsForRole('installer').filter(
      (permission) => permission.subject_name !== 'Student',
    );
    mockFetch({
      'GET /users/me': { body: currentUser('installer', { permissions: withoutStudents }) },
    });
    app = renderApp('/signup/tutor', { token: 'token' });
    await screen.findByRole('heading', { level: 1, name: 'Sign up a tutor' });
    expect(sidebarLinks()).toEqual(['Sign up a tutor', 'Activation']);
    app.unmount();
  });

  it('remembers that it was collapsed', async () => {
    const user = setupUser();
    mockFetch({ 'GET /users/me': { body: currentUser('student') } });
    let app = renderApp('/', { token: 'token' });
    await user.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.sidebarCollapsed)).toBe('true');
    expect(screen.getByRole('link', { name: 'Home' })).toBeVisible();
    app.unmount();

    app = renderApp('/', { token: 'token' });
    expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    app.unmount();
  });
});

describe('the header', () => {
  it('saves the language in the profile and switches at once', async () => {
    const user = setupUser();
    const tutor = currentUser('tutor');
    const { requests } = mockFetch({
      'GET /users/me': { body: tutor },
      'GET /students': { body: { items: [], total: 0 } },
      'PATCH /users/me': ({ body }) => ({ body: { ...tutor, ...(body as object) } }),
    });
    const app = renderApp('/students', { token: 'token' });
    await screen.findByRole('heading', { level: 1, name: 'Children' });

    await user.click(screen.getByRole('radio', { name: 'Español' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Hijos' })).toBeVisible();
    expect(document.documentElement.lang).toBe('es');
    await waitFor(() => expect(document.title).toBe('Hijos - Aula'));
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/users/me');
    expect(patch?.body).toEqual({ language: 'es' });
    expect(screen.getByRole('button', { name: 'Menú de la cuenta' })).toBeVisible();
    app.unmount();
  });

  it('goes back to the saved language when saving fails', async () => {
    const user = setupUser();
    mockFetch({
      'GET /users/me': { body: currentUser('student') },
      'PATCH /users/me': { status: 503, body: { error: 'down', message: 'Try later' } },
    });
    const app = renderApp('/', { token: 'token' });
    await screen.findByRole('heading', { name: 'Hello, Sofía!' });
    await user.click(screen.getByRole('radio', { name: 'Español' }));
    expect(await screen.findByText('Try later')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Hello, Sofía!' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
    app.unmount();
  });

  it('offers the profile and logout in the account menu', async () => {
    const user = setupUser();
    mockFetch({ 'GET /users/me': { body: currentUser('student') } });
    const app = renderApp('/', { token: 'token' });
    await screen.findByRole('heading', { name: 'Hello, Sofía!' });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'My profile' })).toHaveAttribute(
      'href',
      '/student/profile',
    );
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeVisible());
    app.unmount();
  });

  it('opens the account menu from the keyboard and gives the focus back on Escape', async () => {
    const user = setupUser();
    mockFetch({
      'GET /users/me': { body: currentUser('tutor') },
      'GET /students': { body: summaryList([]) },
    });
    const app = renderApp('/students', { token: 'token' });
    await screen.findByRole('heading', { level: 1, name: 'Children' });
    screen.getByRole('button', { name: 'Account menu' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
    app.unmount();
  });
});

describe('breadcrumbs and titles', () => {
  it('follow the matched routes', async () => {
    mockFetch({ 'GET /users/me': { body: currentUser('student') } });
    const app = renderApp('/student/profile', { token: 'token' });
    await screen.findByRole('heading', { level: 1, name: 'My profile' });
    const breadcrumbs = within(screen.getByRole('navigation', { name: 'Breadcrumbs' }));
    expect(breadcrumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumbs.getByText('My profile')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('My profile - Aula');
    app.unmount();
  });
});

describe('breadcrumbs of the catalogue', () => {
  it('name the grade, the subject and the lesson once their data is loaded', async () => {
    mockFetch({
      'GET /users/me': { body: currentUser('student') },
      'GET /levels': { body: levelList() },
      'GET /subjects': { body: { items: [subject()], total: 1 } },
      'GET /subjects/31': { body: { ...subject(), clusters: [] } },
      'GET /clusters': {
        body: { items: [cluster({ lessons: [lesson({ id: 502, title: 'Halves' })] })], total: 1 },
      },
      'GET /lessons': { body: { items: [lesson({ id: 502, title: 'Halves' })], total: 1 } },
      'GET /lessons/502': { body: lessonDetail({ id: 502, title: 'Halves' }) },
      'POST /api/decrypt_lesson': {
        body: { lesson_id: 502, path: 'x', status: 'open', state_id: 2 },
      },
      'POST /v1/serve-lesson': { body: servedLesson({ title: 'Halves' }) },
      'POST /api/encrypt_lesson': { status: 204 },
    });
    const user = setupUser();
    const app = renderApp('/level/grade/3/1', { token: 'token' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Third grade' })).toBeVisible();
    const crumbs = () =>
      [
        ...screen
          .getByRole('navigation', { name: 'Breadcrumbs' })
          .querySelectorAll('a, [aria-current="page"]'),
      ].map((crumb) => [crumb.textContent, crumb.getAttribute('href')]);
    expect(crumbs()).toEqual([
      ['Home', '/'],
      ['Third grade', null],
    ]);
    expect(document.title).toBe('Grade - Aula');

    await user.click(await screen.findByRole('link', { name: 'Mathematics' }));
    await user.click(await screen.findByRole('link', { name: 'Halves' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Halves' })).toBeVisible();
    await waitFor(() =>
      expect(crumbs()).toEqual([
        ['Home', '/'],
        ['Third grade', '/level/grade/3/1'],
        ['Mathematics', '/level/grade/3/1/subject/31'],
        ['Halves', null],
      ]),
    );
    expect(window.location.pathname).toBe('/level/grade/3/1/subject/31/cluster/41/lesson/502');
    expect(document.title).toBe('Lesson - Aula');
    app.unmount();
  });

  it('fall back to generic names while nothing is loaded', async () => {
    mockFetch({ 'GET /users/me': { body: currentUser('student') } });
    const app = renderApp('/level/grade/9/9/subject/99', { token: 'token' });
    const nav = within(await screen.findByRole('navigation', { name: 'Breadcrumbs' }));
    expect(await nav.findByRole('link', { name: 'Grade' })).toHaveAttribute(
      'href',
      '/level/grade/9/9',
    );
    expect(nav.getAllByText('Subject').at(-1)).toHaveAttribute('aria-current', 'page');
    app.unmount();
  });
});

describe("the tutor's visited views", () => {
  it('keeps a closable tab per visited path', async () => {
    const user = setupUser();
    mockFetch({
      'GET /users/me': { body: currentUser('tutor') },
      'GET /students': { body: { items: [], total: 0 } },
    });
    const app = renderApp('/students', { token: 'token' });
    await screen.findByRole('heading', { level: 1, name: 'Children' });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'My profile' }));
    await screen.findByRole('heading', { level: 1, name: 'My profile' });

    const views = within(screen.getByRole('navigation', { name: 'Visited views' }));
    // The tab is added once the screen has rendered its title: wait for it, do not race it.
    await waitFor(() =>
      expect(views.getAllByRole('link').map((link) => link.textContent)).toEqual([
        'Children',
        'My profile',
      ]),
    );
    expect(views.getByRole('link', { name: 'My profile' })).toHaveAttribute('aria-current', 'page');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.visitedViews)).toContain('/profile');

    await user.click(views.getByRole('button', { name: 'Close My profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Children' })).toBeVisible();
    expect(window.location.pathname).toBe('/students');
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Visited views' }))
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Children']),
    );
    app.unmount();
  });
});
