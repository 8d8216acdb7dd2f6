import { Redis } from 'ioredis';
import type { PlatformContext } from '../context';
import { LoginThrottlesRepository } from './login-throttles-repository';
import { RateLimitsRepository } from './rate-limits-repository';
import { RedisLoginThrottles, RedisRateLimits } from './redis-counters';

/** A fixed-window count: the window's start and the requests counted in it so far. */
export interface RateLimitWindow {
  windowStartedAt: Date;
  hits: number;
}

export interface RateLimitStore {
  /** Counts one request against (bucket, key) and returns its window, this request included. */
  hit(bucket: string, key: string, windowMs: number): Promise<RateLimitWindow>;
}

export interface ThrottlePolicy {
  /** Failures allowed within the window before the key is locked. */
  maxFailures: number;
  /** Failures are forgotten this long after the first of them (or when the key is cleared). */
  windowMs: number;
  /** The lock after the failure that reaches the limit; each further failure doubles it… */
  firstLockMs: number;
  /** …up to this. */
  maxLockMs: number;
}

export interface LoginThrottleStore {
  /** When one of the keys is locked, the latest time one opens again; otherwise null. */
  lockedUntil(keys: string[]): Promise<Date | null>;
  recordFailure(key: string, policy: ThrottlePolicy): Promise<void>;
  clear(key: string): Promise<void>;
}

/**
 * The counters every copy of every service must agree on: request rate limits and failed
 * sign-ins. They live in Redis when REDIS_URL is set (no writes to the database on each
 * counted request), otherwise in the database. Both read time from the context's clock.
 */
export interface SharedCounters {
  rateLimits: RateLimitStore;
  loginThrottles: LoginThrottleStore;
  close(): Promise<void>;
}

const countersByContext = new WeakMap<PlatformContext, SharedCounters>();

/** One set per context (that is, per process), so each process holds one Redis connection. */
export function sharedCountersFor(context: PlatformContext): SharedCounters {
  let counters = countersByContext.get(context);
  if (!counters) {
    counters = context.env.REDIS_URL
      ? redisCounters(connectRedis(context.env.REDIS_URL), context.now)
      : databaseCounters(context);
    countersByContext.set(context, counters);
  }
  return counters;
}

/** Closes the context's Redis connection, if it made one. */
export async function closeSharedCounters(context: PlatformContext): Promise<void> {
  await countersByContext.get(context)?.close();
  countersByContext.delete(context);
}

/**
 * Connects on first use and gives up on a command after two reconnection attempts, so a
 * Redis that is down fails the counted request quickly instead of holding it for a minute.
 */
const redisOptions = { lazyConnect: true, maxRetriesPerRequest: 2, keyPrefix: 'aula:' };

function connectRedis(url: string) {
  const redis = new Redis(url, redisOptions);
  // While Redis is down, each request that needs it is refused with 503 and logged (see
  // countersUnavailable) and the client keeps reconnecting in the background. Without a
  // listener, ioredis would also print every failed reconnection to the console.
  redis.on('error', () => {});
  return redis;
}

export function redisCounters(redis: Redis, now: () => Date): SharedCounters {
  return {
    rateLimits: new RedisRateLimits(redis, now),
    loginThrottles: new RedisLoginThrottles(redis, now),
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

function databaseCounters(context: PlatformContext): SharedCounters {
  const db = context.database.db;
  return {
    rateLimits: new RateLimitsRepository(db, context.now),
    loginThrottles: new LoginThrottlesRepository(db, context.now),
    close: async () => {},
  };
}
