import { describe, expect, it, vi } from 'vitest';
import { currentUser } from '../test/fixtures';
import type { Guard, GuardContext } from './guards';
import {
  loadRolesBeforeNavigating,
  routeGuards,
  runGuards,
  signedInUsersSkipLogin,
  unknownPathsToNotFound,
  visitorsOnlyOnPublicPages,
} from './guards';

function context(path: string, overrides: Partial<GuardContext> = {}): GuardContext {
  return {
    url: new URL(path, 'http://aula.test'),
    token: null,
    user: null,
    routesRoles: null,
    isKnownPath: true,
    matchedRoles: [],
    loadCurrentUser: vi.fn(async () => undefined),
    endSession: vi.fn(),
    ...overrides,
  };
}

describe('route guards, run in sequence', () => {
  it('is the ordered list of the navigation rules', () => {
    expect(routeGuards.map((guard) => guard.name)).toEqual([
      'visitorsOnlyOnPublicPages',
      'loadRolesBeforeNavigating',
      'signedInUsersSkipLogin',
      'unknownPathsToNotFound',
      'routesMatchUserRoles',
    ]);
  });

  it('sends a visitor from any other path to /login', async () => {
    for (const path of ['/', '/students', '/student/profile', '/404', '/signup/tutor']) {
      expect(await runGuards(routeGuards, context(path))).toEqual({
        type: 'redirect',
        to: '/login',
      });
    }
  });

  it('lets a visitor open /login and /reset-password', async () => {
    expect(await runGuards(routeGuards, context('/login'))).toEqual({ type: 'continue' });
    expect(await runGuards(routeGuards, context('/reset-password?token=abc'))).toEqual({
      type: 'continue',
    });
  });

  it('sends a signed-in user who opens /login home', async () => {
    const signedIn = context('/login', {
      token: 'token',
      user: currentUser('tutor'),
      routesRoles: ['tutor'],
    });
    expect(await runGuards(routeGuards, signedIn)).toEqual({ type: 'redirect', to: '/' });
  });

  it('loads the current user when the roles are missing, then retries the same URL', async () => {
    const loadCurrentUser = vi.fn(async () => currentUser('tutor'));
    const outcome = await runGuards(
      routeGuards,
      context('/students?page=2#top', { token: 'token', loadCurrentUser }),
    );
    expect(loadCurrentUser).toHaveBeenCalledTimes(1);
    expect(outcome).toEqual({ type: 'retry', url: '/students?page=2#top' });
  });

  it('does not fetch the user again when it is loaded but the routes are not built', async () => {
    const loadCurrentUser = vi.fn(async () => undefined);
    const outcome = await loadRolesBeforeNavigating(
      context('/', { token: 'token', user: currentUser('student'), loadCurrentUser }),
    );
    expect(loadCurrentUser).not.toHaveBeenCalled();
    expect(outcome).toEqual({ type: 'retry', url: '/' });
  });

  it('ends the session and goes to /login when the current user cannot be loaded', async () => {
    const failure = new Error('users/me failed');
    const endSession = vi.fn();
    const outcome = await runGuards(
      routeGuards,
      context('/students', {
        token: 'token',
        loadCurrentUser: () => Promise.reject(failure),
        endSession,
      }),
    );
    expect(endSession).toHaveBeenCalledWith(failure);
    expect(outcome).toEqual({ type: 'redirect', to: '/login' });
  });

  it('sends a signed-in user on an unknown path to /404', async () => {
    const outcome = await runGuards(
      routeGuards,
      context('/nowhere', {
        token: 'token',
        user: currentUser('student'),
        routesRoles: ['student'],
        isKnownPath: false,
      }),
    );
    expect(outcome).toEqual({ type: 'redirect', to: '/404' });
  });

  it('refuses a route whose roles do not include the user', async () => {
    const outcome = await runGuards(
      routeGuards,
      context('/students', {
        token: 'token',
        user: currentUser('student'),
        routesRoles: ['student'],
        matchedRoles: [['tutor']],
      }),
    );
    expect(outcome).toEqual({ type: 'redirect', to: '/404' });
  });

  it('lets a signed-in user through to a route of their role', async () => {
    const outcome = await runGuards(
      routeGuards,
      context('/students', {
        token: 'token',
        user: currentUser('tutor'),
        routesRoles: ['tutor'],
        matchedRoles: [['tutor'], ['tutor']],
      }),
    );
    expect(outcome).toEqual({ type: 'continue' });
  });

  it('stops at the first guard that redirects', async () => {
    const calls: string[] = [];
    const record =
      (name: string, redirects: boolean): Guard =>
      () => {
        calls.push(name);
        return redirects ? { type: 'redirect', to: `/${name}` } : { type: 'continue' };
      };
    const outcome = await runGuards(
      [record('first', false), record('second', true), record('third', true)],
      context('/'),
    );
    expect(calls).toEqual(['first', 'second']);
    expect(outcome).toEqual({ type: 'redirect', to: '/second' });
  });

  it('treats a trailing slash like the path without it', async () => {
    expect(await visitorsOnlyOnPublicPages(context('/login/'))).toEqual({ type: 'continue' });
    expect(await signedInUsersSkipLogin(context('/login/', { token: 'token' }))).toEqual({
      type: 'redirect',
      to: '/',
    });
    expect(await unknownPathsToNotFound(context('/x', { isKnownPath: true }))).toEqual({
      type: 'continue',
    });
  });
});
