import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { currentUser } from '../test/fixtures';
import {
  isEarlyCurrentUserPending,
  requestCurrentUserEarly,
  takeEarlyCurrentUser,
} from './early-current-user';
import type { RuntimeConfig } from './runtime-config';

const config: RuntimeConfig = {
  mainServiceUrl: 'http://main.test:3003',
  activityServiceUrl: 'http://activity.test:3001/v1/',
  dictionaryServiceUrl: 'http://dictionary.test:3002/v1/',
};

describe('the current user asked for before the app has loaded', () => {
  it('asks the main service as the API client would, and hands the answer over once', async () => {
    const { requests } = mockFetch({ 'GET /users/me': { body: currentUser('tutor') } });
    requestCurrentUserEarly(Promise.resolve(config), 'tutor-token', 'es');

    await expect(takeEarlyCurrentUser('tutor-token')).resolves.toMatchObject({
      roles: ['tutor'],
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url.href).toBe('http://main.test:3003/users/me');
    expect(requests[0]?.headers).toMatchObject({
      Authorization: 'Bearer tutor-token',
      'Accept-Language': 'es',
    });
    // Later loads (after a sign-in, say) ask the service themselves.
    await expect(takeEarlyCurrentUser('tutor-token')).resolves.toBeNull();
  });

  it('is not used by a session with another token', async () => {
    mockFetch({ 'GET /users/me': { body: currentUser('tutor') } });
    requestCurrentUserEarly(Promise.resolve(config), 'old-token', 'en');
    await expect(takeEarlyCurrentUser('new-token')).resolves.toBeNull();
  });

  it('gives nothing when the service refuses the token or cannot be reached', async () => {
    mockFetch({
      'GET /users/me': { status: 401, body: { error: 'unauthorized', message: 'Sign in.' } },
    });
    requestCurrentUserEarly(Promise.resolve(config), 'expired', 'en');
    await expect(takeEarlyCurrentUser('expired')).resolves.toBeNull();

    requestCurrentUserEarly(Promise.reject(new Error('no config.json')), 'token', 'en');
    await expect(takeEarlyCurrentUser('token')).resolves.toBeNull();
  });

  it('says whether the answer is still on its way', async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    const { requests } = mockFetch({
      'GET /users/me': () => new Promise((resolve) => (answer = resolve)),
    });
    requestCurrentUserEarly(Promise.resolve(config), 'token', 'en');
    expect(isEarlyCurrentUserPending()).toBe(true);

    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(isEarlyCurrentUserPending()).toBe(true);
    answer({ body: currentUser('student') });
    await vi.waitFor(() => expect(isEarlyCurrentUserPending()).toBe(false));
    await expect(takeEarlyCurrentUser('token')).resolves.toMatchObject({ roles: ['student'] });
  });

  it('gives nothing when no early request was made (no session on this device)', async () => {
    expect(isEarlyCurrentUserPending()).toBe(false);
    await expect(takeEarlyCurrentUser(null)).resolves.toBeNull();
  });
});
