import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { AulaDatabase } from '@aula/db';
import { createTestDb, testDialects } from '@aula/db/testing';
import { LoginThrottlesRepository } from './login-throttles-repository';
import { RateLimitsRepository } from './rate-limits-repository';
import { redisCounters } from './shared-counters';
import type { LoginThrottleStore, RateLimitStore } from './shared-counters';

const MINUTE = 60_000;

let clockMs = Date.parse('2026-11-27T10:00:00Z');
const now = () => new Date(clockMs);

/** The counters as one service copy sees them; each test makes two over one store. */
type Copy = { rateLimits: RateLimitStore; loginThrottles: LoginThrottleStore };
type OpenCopies = () => Promise<{ copies: readonly [Copy, Copy]; close(): Promise<void> }>;

async function databaseCopies(dialect: 'sqlite' | 'postgres') {
  const database: AulaDatabase = await createTestDb(dialect);
  const copy = (): Copy => ({
    rateLimits: new RateLimitsRepository(database.db, now),
    loginThrottles: new LoginThrottlesRepository(database.db, now),
  });
  return { copies: [copy(), copy()] as const, close: () => database.destroy() };
}

/** Two connections under a key prefix of this test's own, so runs never meet. */
async function redisCopies(url: string) {
  const keyPrefix = `aula-test:${randomBytes(6).toString('hex')}:`;
  const counters = [0, 1].map(() => redisCounters(new Redis(url, { keyPrefix }), now));
  return {
    copies: [counters[0]!, counters[1]!] as const,
    close: async () => {
      await Promise.all(counters.map((counter) => counter.close()));
    },
  };
}

const stores: [string, OpenCopies][] = testDialects().map((dialect) => [
  `the ${dialect} database`,
  () => databaseCopies(dialect),
]);
if (process.env.TEST_REDIS_URL) {
  const url = process.env.TEST_REDIS_URL;
  stores.push(['Redis', () => redisCopies(url)]);
}

describe.each(stores)('shared counters in %s', (_name, open) => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
  });
  async function twoCopies() {
    clockMs = Date.parse('2026-11-27T10:00:00Z');
    const opened = await open();
    close = opened.close;
    return opened.copies;
  }

  it('counts one window across copies, per bucket and key, and starts again when it ends', async () => {
    const [a, b] = await twoCopies();
    expect((await a.rateLimits.hit('reset', '203.0.113.7', 15 * MINUTE)).hits).toBe(1);
    clockMs += MINUTE;
    expect((await b.rateLimits.hit('reset', '203.0.113.7', 15 * MINUTE)).hits).toBe(2);
    const third = await a.rateLimits.hit('reset', '203.0.113.7', 15 * MINUTE);
    expect(third).toEqual({ hits: 3, windowStartedAt: new Date('2026-11-27T10:00:00Z') });
    expect((await b.rateLimits.hit('reset', '198.51.100.1', 15 * MINUTE)).hits).toBe(1);
    expect((await b.rateLimits.hit('activation', '203.0.113.7', 15 * MINUTE)).hits).toBe(1);

    clockMs += 14 * MINUTE;
    const fresh = await b.rateLimits.hit('reset', '203.0.113.7', 15 * MINUTE);
    expect(fresh).toEqual({ hits: 1, windowStartedAt: now() });
  });

  it('loses no request when copies count at the same moment', async () => {
    const [a, b] = await twoCopies();
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        (index % 2 ? a : b).rateLimits.hit('burst', 'key', MINUTE),
      ),
    );
    expect((await a.rateLimits.hit('burst', 'key', MINUTE)).hits).toBe(41);
  });

  it('locks a key after the policy’s failures from any copy, until the lock ends or it is cleared', async () => {
    const [a, b] = await twoCopies();
    const policy = {
      maxFailures: 3,
      windowMs: 15 * MINUTE,
      firstLockMs: 10 * MINUTE,
      maxLockMs: 10 * MINUTE,
    };
    await a.loginThrottles.recordFailure('user:ana', policy);
    await b.loginThrottles.recordFailure('user:ana', policy);
    expect(await a.loginThrottles.lockedUntil(['user:ana'])).toBeNull();
    await b.loginThrottles.recordFailure('user:ana', policy);
    const until = new Date(clockMs + 10 * MINUTE);
    expect(await a.loginThrottles.lockedUntil(['ip:203.0.113.7', 'user:ana'])).toEqual(until);
    expect(await a.loginThrottles.lockedUntil(['user:bea'])).toBeNull();

    clockMs += 10 * MINUTE;
    expect(await b.loginThrottles.lockedUntil(['user:ana'])).toBeNull();

    // Within the window again: the next failure locks it, and a good sign-in clears it.
    await a.loginThrottles.recordFailure('user:bea', policy);
    await a.loginThrottles.recordFailure('user:bea', policy);
    await b.loginThrottles.recordFailure('user:bea', policy);
    expect(await b.loginThrottles.lockedUntil(['user:bea'])).not.toBeNull();
    await a.loginThrottles.clear('user:bea');
    expect(await b.loginThrottles.lockedUntil(['user:bea'])).toBeNull();
  });

  it('locks for longer with each failure past the limit, up to the longest lock', async () => {
    const [a, b] = await twoCopies();
    const policy = {
      maxFailures: 3,
      windowMs: 24 * 60 * MINUTE,
      firstLockMs: 5000,
      maxLockMs: 30_000,
    };
    const locks: number[] = [];
    for (let failure = 1; failure <= 7; failure += 1) {
      await (failure % 2 ? a : b).loginThrottles.recordFailure('user:ana', policy);
      const until = await a.loginThrottles.lockedUntil(['user:ana']);
      locks.push(until ? until.getTime() - clockMs : 0);
      clockMs += locks.at(-1)!;
    }
    expect(locks).toEqual([0, 0, 5000, 10_000, 20_000, 30_000, 30_000]);
    // A good sign-in clears the count: the next lock is the first one again.
    await b.loginThrottles.clear('user:ana');
    for (let failure = 1; failure <= 3; failure += 1)
      await a.loginThrottles.recordFailure('user:ana', policy);
    expect(await b.loginThrottles.lockedUntil(['user:ana'])).toEqual(new Date(clockMs + 5000));
  });

  it('forgets failures older than the window', async () => {
    const [a, b] = await twoCopies();
    const policy = {
      maxFailures: 2,
      windowMs: 5 * MINUTE,
      firstLockMs: 10 * MINUTE,
      maxLockMs: 10 * MINUTE,
    };
    await a.loginThrottles.recordFailure('user:ana', policy);
    clockMs += 5 * MINUTE;
    await b.loginThrottles.recordFailure('user:ana', policy);
    expect(await a.loginThrottles.lockedUntil(['user:ana'])).toBeNull();
  });

  it('counts every failure when copies record them at the same moment', async () => {
    const [a, b] = await twoCopies();
    const policy = {
      maxFailures: 30,
      windowMs: 15 * MINUTE,
      firstLockMs: MINUTE,
      maxLockMs: MINUTE,
    };
    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        (index % 2 ? a : b).loginThrottles.recordFailure('ip:198.51.100.9', policy),
      ),
    );
    expect(await a.loginThrottles.lockedUntil(['ip:198.51.100.9'])).toEqual(
      new Date(clockMs + MINUTE),
    );
  });
});
