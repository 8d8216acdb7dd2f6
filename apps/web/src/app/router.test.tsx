import type { RoleName } from '@aula/shared';
import type { RouteObject } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestCurrentUserEarly } from '../lib/early-current-user';
import { restoreSession } from '../lib/session';
import { STORAGE_KEYS } from '../lib/storage';
import { mockFetch } from '../test/fetch-mock';
import { currentUser, studentSummary, summaryList } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { generateRoleRoutes } from './role-routes';
import { buildRoutes, listRoutePaths } from './router';
import { signedInRoutesFromEarlyUser } from './router-host';
import { setupUser } from '../test/user';

const serviceAddresses = {
  mainServiceUrl: 'http://main.test:3003',
  activityServiceUrl: 'http://activity.test:3001/v1/',
  dictionaryServiceUrl: 'http://dictionary.test:3002/v1/',
};

const noRetry = { onRetry: () => Promise.resolve() };

describe('routes generated from roles', () => {
  const pathsFor = (roles: RoleName[]) => listRoutePaths(generateRoleRoutes(roles));

  it('offers students only the student routes', () => {
    const paths = pathsFor(['student']);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/student',
        '/student/profile',
        '/search',
        '/level/grade/:gradeId/:level',
        '/level/grade/:gradeId/:level/subject/:subjectId',
        '/level/grade/:gradeId/:level/subject/:subjectId/cluster/:clusterId/lesson/:lessonId',
      ]),
    );
    expect(paths).not.toContain('/students');
    expect(paths).not.toContain('/profile');
    expect(paths).not.toContain('/signup/tutor');
  });

  it('offers tutors only the tutor routes', () => {
    const paths = pathsFor(['tutor']);
    expect(paths).toEqual(expect.arrayContaining(['/', '/students', '/profile']));
    expect(paths).not.toContain('/student/profile');
    expect(paths).not.toContain('/signup/student');
  });

  it('offers installers only the sign-up routes', () => {
    const paths = pathsFor(['installer']);
    expect(paths).toEqual(expect.arrayContaining(['/', '/signup/tutor', '/signup/student']));
    expect(paths).not.toContain('/students');
    expect(paths).not.toContain('/student/profile');
  });

  it('has only the public routes before the roles are known', () => {
    const paths = listRoutePaths(buildRoutes(null, noRetry));
    expect(paths.sort()).toEqual(['/*', '/404', '/reset-password']);
  });

  it('gives every screen a handle with roles, title and breadcrumb', () => {
    for (const role of ['student', 'tutor', 'installer'] as const) {
      const layout = generateRoleRoutes([role])[0];
      expect(layout?.handle).toMatchObject({ roles: [role] });
      const flatten = (routes: RouteObject[]): RouteObject[] =>
        routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
      const screens = flatten(layout?.children?.[0]?.children ?? []);
      for (const screenRoute of screens.filter((route) => route.lazy)) {
        expect(screenRoute.handle).toMatchObject({
          roles: [role],
          title: expect.any(String),
          breadcrumb: expect.any(String),
        });
      }
    }
  });
});

describe('navigation', () => {
  it('sends a visitor to /login', async () => {
    mockFetch({});
    const app = renderApp('/students');
    expect(await screen.findByRole('heading', { name: 'Welcome to Aula' })).toBeVisible();
    expect(window.location.pathname).toBe('/login');
    expect(document.title).toBe('Sign in - Aula');
    app.unmount();
  });

  it('loads the user, builds the routes and opens the URL that was asked for', async () => {
    const { requests } = mockFetch({
      'GET /users/me': { body: currentUser('tutor') },
      'GET /students': { body: summaryList([studentSummary()]) },
    });
    const app = renderApp('/students', { token: 'tutor-token' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Children' })).toBeVisible();
    expect(await screen.findByRole('cell', { name: 'leo' })).toBeVisible();
    expect(window.location.pathname).toBe('/students');
    expect(document.title).toBe('Children - Aula');
    const me = requests.filter((request) => request.url.pathname === '/users/me');
    expect(me).toHaveLength(1);
    expect(me[0]?.headers.Authorization).toBe('Bearer tutor-token');
    // The route asks for the list while the screen's code loads; the screen does not ask again.
    expect(requests.filter((request) => request.url.pathname === '/students')).toHaveLength(1);
    app.unmount();
  });

  it("opens a returning user's screen on the first router when their account came early", async () => {
    const { requests } = mockFetch({
      'GET /users/me': { body: currentUser('tutor') },
      'GET /students': { body: summaryList([studentSummary()]) },
    });
    window.localStorage.setItem(STORAGE_KEYS.token, 'tutor-token');
    restoreSession();
    requestCurrentUserEarly(Promise.resolve(serviceAddresses), 'tutor-token', 'en');
    const signedIn = await signedInRoutesFromEarlyUser();
    expect(signedIn?.roles).toEqual(['tutor']);

    const app = renderApp('/students', { token: 'tutor-token', signedIn });
    expect(await screen.findByRole('heading', { level: 1, name: 'Children' })).toBeVisible();
    expect(await screen.findByRole('cell', { name: 'leo' })).toBeVisible();
    expect(requests.filter((request) => request.url.pathname === '/users/me')).toHaveLength(1);
    // No public router first, rebuilt once the user is known.
    expect(app.host?.getSnapshot().generation).toBe(0);
    app.unmount();
  });

  it('loads the user itself when the early request failed', async () => {
    const { requests } = mockFetch({ 'GET /users/me': { status: 503, body: null } });
    window.localStorage.setItem(STORAGE_KEYS.token, 'token');
    restoreSession();
    requestCurrentUserEarly(Promise.resolve(serviceAddresses), 'token', 'en');
    await expect(signedInRoutesFromEarlyUser()).resolves.toBeNull();
    mockFetch({ 'GET /users/me': { body: currentUser('student') } });

    const app = renderApp('/', { token: 'token' });
    expect(await screen.findByRole('heading', { name: 'Hello, Sofía!' })).toBeVisible();
    expect(requests).toHaveLength(1);
    app.unmount();
  });

  it('sends a signed-in user who opens /login home', async () => {
    mockFetch({ 'GET /users/me': { body: currentUser('student') } });
    const app = renderApp('/login', { token: 'student-token' });
    expect(await screen.findByRole('heading', { name: 'Hello, Sofía!' })).toBeVisible();
    expect(window.location.pathname).toBe('/');
    app.unmount();
  });

  it('opens an emailed password link for a signed-in user, in the public frame', async () => {
    const user = setupUser();
    mockFetch({
      'GET /users/me': { body: currentUser('tutor') },
      'GET /students': { body: { items: [], total: 0 } },
    });
    const app = renderApp('/reset-password?token=abc', { token: 'token' });
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    expect(window.location.search).toBe('?token=abc');
    // Its link to sign-in takes a signed-in user home.
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Children' })).toBeVisible();
    expect(window.location.pathname).toBe('/students');
    app.unmount();
  });

  it('destroys the session and shows the error when the user cannot be loaded', async () => {
    mockFetch({
      'GET /users/me': {
        status: 401,
        body: { error: 'unauthorized', message: 'Please sign in to continue.' },
      },
    });
    window.localStorage.setItem(STORAGE_KEYS.sidebarCollapsed, 'true');
    const app = renderApp('/students', { token: 'expired-token' });
    expect(await screen.findByRole('heading', { name: 'Welcome to Aula' })).toBeVisible();
    expect(await screen.findByText('Please sign in to continue.')).toBeVisible();
    expect(window.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.sidebarCollapsed)).toBeNull();
    app.unmount();
  });

  it("shows 'Has Error' when loading the user fails without a message", async () => {
    mockFetch({ 'GET /users/me': { status: 200, body: null } });
    const app = renderApp('/', { token: 'token' });
    expect(await screen.findByText('Has Error')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Welcome to Aula' })).toBeVisible();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    app.unmount();
  });

  it('shows the 404 page for an unknown path', async () => {
    mockFetch({ 'GET /users/me': { body: currentUser('student') } });
    const app = renderApp('/no/such/page', { token: 'token' });
    expect(
      await screen.findByRole('heading', { name: 'We could not find that page' }),
    ).toBeVisible();
    expect(window.location.pathname).toBe('/404');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    app.unmount();
  });

  it('does not offer a tutor route to a student', async () => {
    mockFetch({ 'GET /users/me': { body: currentUser('student') } });
    const app = renderApp('/students', { token: 'token' });
    expect(
      await screen.findByRole('heading', { name: 'We could not find that page' }),
    ).toBeVisible();
    expect(window.location.pathname).toBe('/404');
    app.unmount();
  });

  it('redirects each role from / to its first screen', async () => {
    mockFetch({
      'GET /users/me': { body: currentUser('tutor') },
      'GET /students': { body: { items: [], total: 0 } },
    });
    let app = renderApp('/', { token: 'token' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Children' })).toBeVisible();
    expect(window.location.pathname).toBe('/students');
    app.unmount();

    mockFetch({
      'GET /users/me': { body: currentUser('installer') },
      'GET /tutors': { body: { items: [], total: 0 } },
    });
    app = renderApp('/', { token: 'token' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign up a tutor' })).toBeVisible();
    expect(window.location.pathname).toBe('/signup/tutor');
    app.unmount();
  });

  it("opens the student's read-only profile from /student", async () => {
    mockFetch({ 'GET /users/me': { body: currentUser('student') } });
    const app = renderApp('/student', { token: 'token' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    expect(window.location.pathname).toBe('/student/profile');
    const card = within(screen.getByRole('region', { name: 'Sofía García' }));
    expect(card.getByText('sofia')).toBeVisible();
    expect(card.getByText('Grade 3')).toBeVisible();
    expect(card.getByText('Lincoln Elementary')).toBeVisible();
    expect(card.getByText('English')).toBeVisible();
    expect(card.getByRole('img', { name: 'Owl' })).toBeVisible();
    app.unmount();
  });

  it('logs out: tells the server, destroys the session and shows the sign-in page', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'GET /users/me': { body: currentUser('student') },
      'POST /logout': { status: 204 },
    });
    const app = renderApp('/', { token: 'token' });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Aula' })).toBeVisible();
    expect(window.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    const logout = requests.find((request) => request.url.pathname === '/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.Authorization).toBe('Bearer token');
    app.unmount();
  });

  it('ends the session when the server stops accepting the token', async () => {
    mockFetch({
      'GET /users/me': { body: currentUser('tutor') },
      'GET /students': {
        status: 401,
        body: { error: 'unauthorized', message: 'Please sign in to continue.' },
      },
    });
    const app = renderApp('/students', { token: 'revoked' });
    expect(await screen.findByRole('heading', { name: 'Welcome to Aula' })).toBeVisible();
    expect(window.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    app.unmount();
  });

  it('logs out even when the server cannot be reached', async () => {
    const user = setupUser();
    mockFetch({
      'GET /users/me': { body: currentUser('tutor') },
      'GET /students': { body: { items: [], total: 0 } },
      'POST /logout': { status: 503, body: { error: 'down', message: 'Down' } },
    });
    const app = renderApp('/students', { token: 'token' });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    app.unmount();
  });
});
