import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDialects } from '@aula/db/testing';
import { rateLimits } from '../../platform/rate-limits';
import type { MainTestApp } from '../../testing/main-app';
import { createMainTestApp } from '../../testing/main-app';
import { advanceClockForTest } from '../../testing/test-clock';
import { createMainService } from './main-service';

const FIFTEEN_MINUTES_S = 15 * 60;

/**
 * Rate limits on reset and activation, counted in the database: two copies of the main
 * service over one database (as behind a load balancer) share every count.
 */
describe.each(testDialects())('rate limits on %s', (dialect) => {
  let t: MainTestApp;
  let copies: FastifyInstance[];
  let token: string;
  let email: string;
  let username: string;
  /** Where this test's calls come from: every count is per address, so each test has its own. */
  let address: string;
  let addresses = 0;
  const freshAddress = () => {
    addresses += 1;
    return `203.0.113.${addresses}`;
  };

  // One pair of copies per file; each test has a tutor and addresses of its own.
  beforeAll(async () => {
    t = await createMainTestApp(dialect);
    const second = await createMainService(t.context);
    await second.ready();
    copies = [t.app, second];
  });
  afterAll(async () => {
    await copies[1]!.close();
    await t.close();
  });
  beforeEach(async () => {
    const tutor = await t.createUser('tutor');
    token = await t.tokenFor(tutor);
    email = tutor.email!;
    username = tutor.username;
    address = freshAddress();
  });

  const call = (
    copy: number,
    method: 'POST' | 'PUT',
    url: string,
    payload: object,
    options: { signedIn?: boolean; language?: string; address?: string } = {},
  ) =>
    copies[copy]!.inject({
      method,
      url,
      payload,
      remoteAddress: options.address ?? address,
      headers: {
        'accept-language': options.language ?? 'en',
        ...(options.signedIn ? t.bearer(token) : {}),
      },
    });

  const limited = () =>
    [
      [
        'POST',
        '/password-resets',
        () => ({ username, email }),
        false,
        rateLimits.passwordResetRequest.limit,
      ],
      [
        'POST',
        '/password-resets/confirm',
        () => ({ token: 'not-a-token', password: 'newpass1', verify_password: 'newpass1' }),
        false,
        rateLimits.passwordResetConfirm.limit,
      ],
      [
        'POST',
        '/activation/phone',
        () => ({ serial: 'AAAA-BBBB', box_number: 'BOX-1', key_number: '12345' }),
        true,
        rateLimits.activation.limit,
      ],
      [
        'PUT',
        '/web_trial_registration',
        () => ({ email: 'family@example.com', confirm_email: 'family@example.com' }),
        true,
        rateLimits.trialRegistration.limit,
      ],
      [
        'POST',
        '/vendor/activations',
        () => ({ serial: 'AAAA-BBBB', box_number: 'BOX-1', installation_id: 'INSTALL-0001' }),
        false,
        rateLimits.vendorActivation.limit,
      ],
    ] as const;

  it.each(limited().map((row) => [`${row[0]} ${row[1]}`, row] as const))(
    '%s: the calls over the limit are refused with 429 and Retry-After, on either copy',
    async (_name, [method, url, body, signedIn, limit]) => {
      for (let i = 0; i < limit; i += 1) {
        const response = await call(i % 2, method, url, body(), { signedIn });
        expect(response.statusCode, `call ${i + 1}: ${response.body}`).not.toBe(429);
      }
      const refused = await call(1, method, url, body(), { signedIn, language: 'es' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: 'too_many_requests',
        message: 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(FIFTEEN_MINUTES_S);
      expect((await call(0, method, url, body(), { signedIn })).statusCode).toBe(429);

      // Another address has its own count; and the window passes.
      const other = await call(0, method, url, body(), { signedIn, address: freshAddress() });
      expect(other.statusCode).not.toBe(429);
      advanceClockForTest(t, FIFTEEN_MINUTES_S * 1000 + 1000);
      expect((await call(1, method, url, body(), { signedIn })).statusCode).not.toBe(429);
    },
  );

  it('counts online and phone activation together', async () => {
    const phone = { serial: 'AAAA-BBBB', box_number: 'BOX-1', key_number: '12345' };
    for (let i = 0; i < rateLimits.activation.limit; i += 1)
      expect(
        (await call(i % 2, 'POST', '/activation/phone', phone, { signedIn: true })).statusCode,
      ).not.toBe(429);
    const online = await call(
      0,
      'POST',
      '/activation',
      { serial: 'AAAA-BBBB', box_number: 'BOX-1' },
      {
        signedIn: true,
      },
    );
    expect(online.statusCode).toBe(429);
  });

  it('counts a forged X-Forwarded-For against the connecting address', async () => {
    const wellFormed = { token: 'not-a-token', password: 'newpass1', verify_password: 'newpass1' };
    const fromOutside = (forwardedFor: string) =>
      copies[0]!.inject({
        method: 'POST',
        url: '/password-resets/confirm',
        payload: wellFormed,
        remoteAddress: address,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let i = 0; i < rateLimits.passwordResetConfirm.limit; i += 1)
      expect((await fromOutside(`198.51.100.${i}`)).statusCode).toBe(400);
    expect((await fromOutside('198.51.100.200')).statusCode).toBe(429);

    // A peer on the private network is no proxy unless TRUSTED_PROXIES names it: it cannot
    // pass as the client above (platform/trusted-proxies.test.ts covers configured proxies).
    const fromTheNetwork = await copies[1]!.inject({
      method: 'POST',
      url: '/password-resets/confirm',
      payload: wellFormed,
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': address },
    });
    expect(fromTheNetwork.statusCode).toBe(400);
  });

  it('does not count a malformed request', async () => {
    for (let i = 0; i < rateLimits.passwordResetConfirm.limit + 5; i += 1)
      expect((await call(i % 2, 'POST', '/password-resets/confirm', { token: 5 })).statusCode).toBe(
        400,
      );
    const wellFormed = { token: 'not-a-token', password: 'newpass1', verify_password: 'newpass1' };
    const response = await call(0, 'POST', '/password-resets/confirm', wellFormed);
    expect(response.json()).toMatchObject({ error: 'reset_token_invalid' });
  });

  it('locks sign-in across copies after five wrong passwords, saying when to retry', async () => {
    for (let i = 0; i < 5; i += 1) {
      const response = await call(i % 2, 'POST', '/auth', { username, password: 'wrong-one' });
      expect(response.statusCode).toBe(401);
    }
    const locked = await call(1, 'POST', '/auth', { username, password: 'secret1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: 'too_many_attempts' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(FIFTEEN_MINUTES_S);
  });
});
