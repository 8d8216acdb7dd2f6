import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeSharedCounters } from '../../../platform/shared-counters/shared-counters';
import type { MainTestApp } from '../../../testing/main-app';
import { createMainTestApp } from '../../../testing/main-app';
import { counterStores, uniqueCaller } from '../../../testing/counter-stores';
import { advanceClockForTest } from '../../../testing/test-clock';
import type { UserRow } from '../../../domain/users/users-repository';

const MINUTE = 60_000;
const WRONG_CURRENT_EN = 'The current password is not right';

/**
 * A stolen or borrowed session must not become a way to guess the account's password: each
 * wrong current password counts as a failed sign-in of that user.
 */
describe.each(counterStores())('the current password of a profile change, in %s', (_, store) => {
  let t: MainTestApp;
  let student: UserRow;
  let token: string;
  let remoteAddress: string;
  // One app per store; each test has a user and an address of its own, so no test sees
  // another's failed attempts.
  beforeAll(async () => {
    t = await createMainTestApp(store.dialect, store.settings);
  });
  afterAll(async () => {
    await closeSharedCounters(t.context);
    await t.close();
  });
  beforeEach(async () => {
    const caller = uniqueCaller('ana');
    remoteAddress = caller.remoteAddress;
    student = await t.createUser('student', { username: caller.username });
    token = await signIn('secret1').then((response) => response.json().access_token);
  });

  const signIn = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth',
      remoteAddress,
      payload: { username: student.username, password },
    });
  const changePassword = (current: string, language = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: '/users/me/profile',
      remoteAddress,
      headers: { ...t.bearer(token), 'accept-language': language },
      payload: {
        firstname: 'Ana',
        lastname: 'Ruiz',
        language: 'en',
        current_password: current,
        password: 'brand-new-pass',
        verify_password: 'brand-new-pass',
      },
    });

  it('locks the user after five wrong current passwords: the change and sign-in are refused until the lock lifts', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await changePassword(`guess-${attempt}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields).toEqual({ current_password: WRONG_CURRENT_EN });
    }

    // The right current password is refused while the lock lasts, like a sign-in.
    const locked = await changePassword('secret1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: 'too_many_attempts' });
    expect(locked.json().message).toMatch(/^Too many failed sign-in attempts\. Please wait/);
    const spanish = await changePassword('secret1', 'es');
    expect(spanish.statusCode).toBe(429);
    expect(spanish.json().message).toMatch(/^Demasiados intentos fallidos\. Espera/);
    expect((await signIn('secret1')).statusCode).toBe(429);

    // Nothing changed: once the lock lifts, the old password still signs in.
    advanceClockForTest(t, 16 * MINUTE);
    expect((await signIn('secret1')).statusCode).toBe(200);
    expect((await signIn('brand-new-pass')).statusCode).toBe(401);
    const changed = await changePassword('secret1');
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await signIn('brand-new-pass')).statusCode).toBe(200);
  });

  it('refuses a password change while failed sign-ins keep the user locked', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(`guess-${attempt}`)).statusCode).toBe(401);
    }
    const locked = await changePassword('secret1');
    expect(locked.statusCode).toBe(429);
    advanceClockForTest(t, 16 * MINUTE);
    expect((await signIn('brand-new-pass')).statusCode).toBe(401);
  });

  it('counts wrong current passwords and failed sign-ins together', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await changePassword(`guess-${attempt}`)).statusCode).toBe(400);
    }
    expect((await signIn('guess-3')).statusCode).toBe(401);
    expect((await signIn('guess-4')).statusCode).toBe(401);
    expect((await signIn('secret1')).statusCode).toBe(429);
  });
});
