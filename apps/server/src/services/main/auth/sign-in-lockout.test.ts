import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeSharedCounters } from '../../../platform/shared-counters/shared-counters';
import type { MainTestApp } from '../../../testing/main-app';
import { createMainTestApp } from '../../../testing/main-app';
import { counterStores, uniqueCaller } from '../../../testing/counter-stores';
import { advanceClockForTest } from '../../../testing/test-clock';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const NOT_JSON = { error: 'unsupported_media_type', message: 'Send the request as JSON.' };
const waitText = (time: string) =>
  `Too many failed sign-in attempts. Please wait ${time} and try again.`;

describe.each(counterStores())('sign-in lockout in %s', (_, store) => {
  let t: MainTestApp;
  let username: string;
  let remoteAddress: string;
  // One app per store; each test has a user and an address of its own (so its own failure
  // counts and locks), its own mails, and the clock where every test starts.
  beforeAll(async () => {
    t = await createMainTestApp(store.dialect, store.settings);
  });
  afterAll(async () => {
    await closeSharedCounters(t.context);
    await t.close();
  });
  beforeEach(async () => {
    t.clearMails();
    ({ username, remoteAddress } = uniqueCaller('luis'));
    await t.createUser('student', { username, email: `${username}@example.com` });
  });

  const signIn = (password: string, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/auth',
      remoteAddress,
      headers: { 'accept-language': language },
      payload: { username, password },
    });
  /** What a foreign web page can send without a preflight: the same JSON, typed as text. */
  const post = (url: string, body: object, contentType: string, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { 'content-type': contentType, 'accept-language': language },
      payload: JSON.stringify(body),
    });

  it('refuses a sign-in not sent as JSON with 415, translated, and counts nothing toward the lock', async () => {
    for (const contentType of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
    ]) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const refused = await post('/auth', { username, password: 'wrong' }, contentType);
        expect(refused.statusCode).toBe(415);
        expect(refused.json()).toEqual(NOT_JSON);
      }
    }
    const spanish = await post('/auth', { username, password: 'wrong' }, 'text/plain', 'es');
    expect(spanish.statusCode).toBe(415);
    expect(spanish.json().message).toBe('Envía la solicitud en formato JSON.');
    // Even the right password is refused unless it comes as JSON.
    expect((await post('/auth', { username, password: 'secret1' }, 'text/plain')).statusCode).toBe(
      415,
    );

    const signedIn = await post(
      '/auth',
      { username, password: 'secret1' },
      'application/json; charset=utf-8',
    );
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('refuses password reset requests and confirmations not sent as JSON', async () => {
    const request = { username, email: `${username}@example.com` };
    const asText = await post('/password-resets', request, 'text/plain');
    expect(asText.statusCode).toBe(415);
    expect(asText.json()).toEqual(NOT_JSON);
    expect(t.mails).toHaveLength(0);

    expect((await post('/password-resets', request, 'application/json')).statusCode).toBe(202);
    const token = new URL(/http\S+/.exec(t.mails[0]!.text)![0]).searchParams.get('token')!;
    const confirmation = { token, password: 'brand-new-pass', verify_password: 'brand-new-pass' };
    const confirmAsText = await post('/password-resets/confirm', confirmation, 'text/plain');
    expect(confirmAsText.statusCode).toBe(415);
    expect(confirmAsText.json()).toEqual(NOT_JSON);
    expect((await signIn('brand-new-pass')).statusCode).toBe(401);
    // The link was not used up by the refused request.
    const confirmed = await post('/password-resets/confirm', confirmation, 'application/json');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it('locks for seconds after the fifth failure, longer with each further one, up to 15 minutes', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(`guess-${attempt}`)).statusCode).toBe(401);
    }
    const locked = await signIn('secret1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: 'too_many_attempts', message: waitText('5 seconds') });
    expect(locked.headers['retry-after']).toBe('5');
    expect((await signIn('secret1', 'es')).json().message).toBe(
      'Demasiados intentos fallidos. Espera 5 segundos y vuelve a intentarlo.',
    );
    advanceClockForTest(t, 4 * SECOND);
    expect((await signIn('secret1')).json().message).toBe(waitText('1 second'));
    advanceClockForTest(t, SECOND);
    expect((await signIn('guess-5')).statusCode).toBe(401);

    // The sixth failure doubles the lock, and so on.
    expect((await signIn('secret1')).json().message).toBe(waitText('10 seconds'));
    advanceClockForTest(t, 5 * SECOND);
    expect((await signIn('secret1')).statusCode).toBe(429);
    advanceClockForTest(t, 5 * SECOND);
    expect((await signIn('guess-6')).statusCode).toBe(401);
    expect((await signIn('secret1')).json().message).toBe(waitText('20 seconds'));

    // Each lock waited out and followed by another wrong password, until it stops growing.
    const waits: string[] = [];
    let lockMs = 20 * SECOND;
    for (let failure = 8; failure <= 14; failure += 1) {
      advanceClockForTest(t, lockMs);
      expect((await signIn(`guess-${failure}`)).statusCode).toBe(401);
      const refused = await signIn('secret1');
      expect(refused.statusCode).toBe(429);
      waits.push(refused.json().message);
      lockMs = Number(refused.headers['retry-after']) * SECOND;
    }
    expect(waits).toEqual(
      [
        '40 seconds',
        '2 minutes',
        '3 minutes',
        '6 minutes',
        '11 minutes',
        '15 minutes',
        '15 minutes',
      ].map(waitText),
    );
    advanceClockForTest(t, 15 * MINUTE);
    expect((await signIn('secret1')).statusCode).toBe(200);
  });

  it('starts again from a short lock after a successful sign-in', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await signIn(`guess-${attempt}`)).statusCode).toBe(attempt < 5 ? 401 : 429);
    }
    advanceClockForTest(t, 5 * SECOND);
    expect((await signIn('secret1')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(`guess-${attempt}`)).statusCode).toBe(401);
    }
    expect((await signIn('secret1')).json().message).toBe(waitText('5 seconds'));
  });
});
