import { afterEach, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import { addressPolicy } from '../services/main/auth/sign-in-throttle';
import type { MainTestApp } from '../testing/main-app';
import { createMainTestApp } from '../testing/main-app';
import { EnvError, loadEnv } from './env';
import { rateLimits } from './rate-limits';

describe('the TRUSTED_PROXIES setting', () => {
  it('accepts addresses and CIDRs, IPv4 and IPv6, with spaces around the commas', () => {
    expect(() =>
      loadEnv({ TRUSTED_PROXIES: '127.0.0.1, ::1,10.1.0.0/16 , fd00::/8' }),
    ).not.toThrow();
  });

  it.each(['nginx', '10.0.0.0/33', '300.1.2.3', '10.0.0.1 10.0.0.2', 'uniquelocal'])(
    'stops the start on %j with a readable message',
    (value) => {
      const load = () => loadEnv({ TRUSTED_PROXIES: value });
      expect(load).toThrow(EnvError);
      expect(load).toThrow(/TRUSTED_PROXIES: .*address or CIDR/);
    },
  );
});

const RESET_CONFIRM = {
  method: 'POST' as const,
  url: '/password-resets/confirm',
  payload: { token: 'not-a-token', password: 'newpass1', verify_password: 'newpass1' },
};

/**
 * Who the per-address limits count against: the connecting peer, unless it is one of the
 * configured proxies, and then the last address the proxy saw (what the client claimed before
 * it is not believed).
 */
describe.each(testDialects())('the client address behind proxies on %s', (dialect) => {
  let t: MainTestApp;
  afterEach(async () => {
    await t.close();
  });

  const resetConfirm = (remoteAddress: string, forwardedFor?: string) =>
    t.app.inject({
      ...RESET_CONFIRM,
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('counts a private-network peer that forges X-Forwarded-For as itself, at sign-in', async () => {
    t = await createMainTestApp(dialect);
    // A new username each time: only the per-address count can lock.
    const signIn = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/auth',
        payload: { username: `nobody${i}`, password: 'wrong-one' },
        remoteAddress: '192.168.1.23',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
    for (let i = 0; i < addressPolicy.maxFailures; i += 1)
      expect((await signIn(i)).statusCode).toBe(401);
    const locked = await signIn(addressPolicy.maxFailures);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: 'too_many_attempts' });
  });

  it('counts a private-network peer that forges X-Forwarded-For as itself, on rate limits', async () => {
    t = await createMainTestApp(dialect);
    for (let i = 0; i < rateLimits.passwordResetConfirm.limit; i += 1)
      expect((await resetConfirm('10.0.0.2', `198.51.100.${i}`)).statusCode).toBe(400);
    const refused = await resetConfirm('10.0.0.2', '198.51.100.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'too_many_requests' });
  });

  it("behind a configured proxy, counts the address the proxy saw, not the client's claim", async () => {
    t = await createMainTestApp(dialect, { TRUSTED_PROXIES: '10.0.0.2' });
    // nginx appends the address it saw to whatever the client sent.
    for (let i = 0; i < rateLimits.passwordResetConfirm.limit; i += 1)
      expect((await resetConfirm('10.0.0.2', `198.51.100.${i}, 203.0.113.7`)).statusCode).toBe(400);
    expect((await resetConfirm('10.0.0.2', '198.51.100.200, 203.0.113.7')).statusCode).toBe(429);
    // The same client straight, without the proxy, is the same count.
    expect((await resetConfirm('203.0.113.7')).statusCode).toBe(429);
    // Another client behind the same proxy has a count of its own.
    expect((await resetConfirm('10.0.0.2', '203.0.113.8')).statusCode).toBe(400);
  });

  it('ignores X-Forwarded-For from a peer that is not a configured proxy', async () => {
    t = await createMainTestApp(dialect, { TRUSTED_PROXIES: '10.0.0.2, ::1' });
    for (let i = 0; i < rateLimits.passwordResetConfirm.limit; i += 1)
      expect((await resetConfirm('10.0.0.3', `198.51.100.${i}`)).statusCode).toBe(400);
    expect((await resetConfirm('10.0.0.3', '198.51.100.200')).statusCode).toBe(429);
    // The proxies themselves are still believed, IPv6 included.
    expect((await resetConfirm('::1', '10.0.0.3')).statusCode).toBe(429);
    expect((await resetConfirm('10.0.0.2', '203.0.113.9')).statusCode).toBe(400);
  });
});
