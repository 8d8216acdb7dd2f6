import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_OVERRIDE_KEYS } from '../../features/idle/idle-timings';
// The layouts load lazily; the idle timer's library keeps the timer functions it finds when
// it is first loaded. Loaded here, before any test fakes the clock, it keeps the real ones.
import '../../features/idle/idle-dialog';
import { activityServiceHandlers } from '../../test/activity-fixtures';
import { mockFetch } from '../../test/fetch-mock';
import { currentUser } from '../../test/fixtures';
import { stubPageReload } from '../../test/page-reload';
import { renderApp } from '../../test/render-app';
import { setupUser } from '../../test/user';

const toActivityService = (url: URL) => url.origin === 'http://activity.test:3001';

describe("a student's active time", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is recorded from sign-in and sent before logout revokes the token', async () => {
    // Time runs on its own (the screens need it) and can be moved on by the test.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = setupUser({ advanceTimers: vi.advanceTimersByTime });
    const { requests } = mockFetch({
      ...activityServiceHandlers(),
      'POST /auth': { body: { access_token: 'fresh', token_type: 'Bearer', expires_in: 3600 } },
      'GET /users/me': { body: currentUser('student') },
      'POST /logout': { status: 204 },
    });
    const app = renderApp('/login');
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'sofia');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Hello, Sofía!' })).toBeVisible();
    await waitFor(() =>
      expect(requests.filter((request) => toActivityService(request.url))).toHaveLength(1),
    );
    const general = requests.find((request) => toActivityService(request.url));
    expect(general).toMatchObject({ method: 'POST', body: {} });
    expect(general?.url.pathname).toBe('/v1/activities');
    expect(general?.headers.Authorization).toBe('Bearer fresh');

    vi.advanceTimersByTime(5_000);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Aula' })).toBeVisible();

    const paths = requests.map((request) => `${request.method} ${request.url.pathname}`);
    const update = paths.indexOf('PUT /v1/activities/1');
    expect(update).toBeGreaterThan(-1);
    expect(update).toBeLessThan(paths.indexOf('POST /logout'));
    expect(requests[update]?.body).toMatchObject({ seconds: expect.any(Number) });
    expect((requests[update]?.body as { seconds: number }).seconds).toBeGreaterThanOrEqual(5);
    expect(paths.indexOf('POST /api/save_user_activity_time')).toBeLessThan(
      paths.indexOf('POST /logout'),
    );
    app.unmount();
  });

  it('is not recorded for tutors', async () => {
    const { requests } = mockFetch({
      ...activityServiceHandlers(),
      'GET /users/me': { body: currentUser('tutor') },
      'GET /students': { body: { items: [], total: 0 } },
    });
    const app = renderApp('/students', { token: 'token' });
    await screen.findByRole('heading', { level: 1, name: 'Children' });
    window.dispatchEvent(new Event('pagehide'));
    expect(requests.filter((request) => toActivityService(request.url))).toEqual([]);
    app.unmount();
  });
});

describe('the idle dialog in the signed-in layouts', () => {
  it('closes the session of a tutor who does not answer', async () => {
    window.localStorage.setItem(IDLE_OVERRIDE_KEYS.timeoutMs, '300');
    window.localStorage.setItem(IDLE_OVERRIDE_KEYS.countdownMs, '1000');
    const reload = stubPageReload();
    const { requests } = mockFetch({
      'GET /users/me': { body: currentUser('tutor') },
      'GET /students': { body: { items: [], total: 0 } },
      'POST /logout': { status: 204 },
    });
    const app = renderApp('/students', { token: 'token' });
    await screen.findByRole('heading', { level: 1, name: 'Children' });
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Are you still there?' },
      { timeout: 3_000 },
    );
    // The modal fades in (250 ms): visible once its opening transition has run.
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3_000 });
    expect(requests.some((request) => request.url.pathname === '/logout')).toBe(true);
    expect(window.localStorage.getItem('aula.token')).toBeNull();
    app.unmount();
  });
});
