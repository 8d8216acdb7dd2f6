import { REQUEST_TIMEOUT_MS } from '@aula/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { ApiError, activityClient, dictionaryClient, mainClient } from './api-client';
import { buildUrl } from './service-url';
import { applyLanguage } from './i18n';
import { STORAGE_KEYS } from './storage';
import { usernameTakenReply } from '../test/fixtures';

describe('API clients', () => {
  it('send JSON, the language and, when signed in, the bearer token', async () => {
    const { requests } = mockFetch({ 'GET /users/me': { body: { id: 1 } } });
    await applyLanguage('es');
    window.localStorage.setItem(STORAGE_KEYS.token, 'secret');

    await expect(mainClient.request('GET', '/users/me')).resolves.toEqual({ id: 1 });
    expect(requests[0]?.url.href).toBe('http://main.test:3003/users/me');
    expect(requests[0]?.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Accept-Language': 'es',
      Authorization: 'Bearer secret',
    });
  });

  it('send no Authorization header when signed out', async () => {
    const { requests } = mockFetch({ 'POST /auth': { body: { access_token: 'x' } } });
    await mainClient.request('POST', '/auth', { username: 'a', password: 'b' });
    expect(requests[0]?.headers.Authorization).toBeUndefined();
    expect(requests[0]?.body).toEqual({ username: 'a', password: 'b' });
  });

  it('keep the /v1/ base path of the activity and dictionary services', async () => {
    const { requests } = mockFetch({});
    await activityClient
      .request('GET', 'activities', undefined, { query: { term: 'math', page: undefined } })
      .catch(() => undefined);
    await dictionaryClient
      .request('GET', '/spell', undefined, { query: { word: 'cat', lang: 'en' } })
      .catch(() => undefined);
    expect(requests.map((request) => request.url.href)).toEqual([
      'http://activity.test:3001/v1/activities?term=math',
      'http://dictionary.test:3002/v1/spell?word=cat&lang=en',
    ]);
    expect(buildUrl('http://main.test:3003', '/students').href).toBe(
      'http://main.test:3003/students',
    );
  });

  it('pass the server error on to the caller as an ApiError', async () => {
    mockFetch({
      'POST /signup/tutor': usernameTakenReply,
    });
    const failure = await mainClient
      .request('POST', '/signup/tutor', {})
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 409,
      code: 'username_taken',
      message: 'Username is already in use',
      fields: { username: 'Username is already in use' },
    });
  });

  it('turn an answer without the error shape into the generic message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(mainClient.request('GET', '/students')).rejects.toMatchObject({
      status: 502,
      message: 'Oops.. Something Went Wrong',
    });
  });

  it('turn a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(mainClient.request('GET', '/students')).rejects.toMatchObject({
      status: 0,
      code: 'network',
    });
  });

  it('accept an empty 204 answer', async () => {
    mockFetch({ 'POST /logout': { status: 204 } });
    await expect(mainClient.request('POST', '/logout')).resolves.toBeUndefined();
  });
});

describe('request timeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('aborts a request that gets no answer within REQUEST_TIMEOUT_MS', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init: RequestInit = {}) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('', 'AbortError')),
            );
          }),
      ),
    );
    const request = mainClient.request('GET', '/students').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void request.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(request).resolves.toMatchObject({ status: 0, code: 'timeout' });
  });
});
