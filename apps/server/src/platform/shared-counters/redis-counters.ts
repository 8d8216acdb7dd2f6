import type { Redis, Result } from 'ioredis';
import { AppError } from '../errors';
import type {
  LoginThrottleStore,
  RateLimitStore,
  RateLimitWindow,
  ThrottlePolicy,
} from './shared-counters';

/**
 * Each count is one Lua script, so copies counting at the same moment never lose a request.
 * Times come from the caller's clock (as with the database store); Redis's own expiry only
 * clears keys that can no longer matter.
 */
const RATE_LIMIT_HIT = `
local started = tonumber(redis.call('HGET', KEYS[1], 'started'))
local now, window = tonumber(ARGV[1]), tonumber(ARGV[2])
if not started or now - started >= window then
  redis.call('HSET', KEYS[1], 'started', now, 'hits', 1)
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, now}
end
return {redis.call('HINCRBY', KEYS[1], 'hits', 1), started}
`;

/** The lock it sets is lockMsAfter's (lock-duration.ts), worked out inside the script. */
const RECORD_FAILURE = `
local started = tonumber(redis.call('HGET', KEYS[1], 'started'))
local now, window = tonumber(ARGV[1]), tonumber(ARGV[2])
local max, firstLock, maxLock = tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local failures = 1
if started and now - started < window then
  failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
else
  redis.call('HSET', KEYS[1], 'started', now, 'failures', 1)
end
if failures >= max then
  local lock = math.min(maxLock, firstLock * 2 ^ math.min(failures - max, 52))
  redis.call('HSET', KEYS[1], 'locked_until', now + lock)
else
  redis.call('HDEL', KEYS[1], 'locked_until')
end
redis.call('PEXPIRE', KEYS[1], math.max(window, maxLock))
return failures
`;

/**
 * Redis cannot be reached: the counted request is refused (503, "try again in a minute")
 * rather than let through uncounted, since sign-in failures must be counted to lock a guessed
 * account. The cause goes to the log.
 */
function countersUnavailable(error: unknown): never {
  throw new AppError(503, 'service_unavailable', 'errors.serviceUnavailable', { cause: error });
}

declare module 'ioredis' {
  interface RedisCommander<Context> {
    rateLimitHit(key: string, now: number, windowMs: number): Result<[number, number], Context>;
    recordLoginFailure(
      key: string,
      now: number,
      windowMs: number,
      maxFailures: number,
      firstLockMs: number,
      maxLockMs: number,
    ): Result<number, Context>;
  }
}

function defineScripts(redis: Redis) {
  if (typeof redis.rateLimitHit === 'function') return;
  redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: RATE_LIMIT_HIT });
  redis.defineCommand('recordLoginFailure', { numberOfKeys: 1, lua: RECORD_FAILURE });
}

export class RedisRateLimits implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly now: () => Date,
  ) {
    defineScripts(redis);
  }

  async hit(bucket: string, key: string, windowMs: number): Promise<RateLimitWindow> {
    const [hits, started] = await this.redis
      .rateLimitHit(`rate-limit:${bucket}:${key}`, this.now().getTime(), windowMs)
      .catch(countersUnavailable);
    return { hits: Number(hits), windowStartedAt: new Date(Number(started)) };
  }
}

export class RedisLoginThrottles implements LoginThrottleStore {
  constructor(
    private readonly redis: Redis,
    private readonly now: () => Date,
  ) {
    defineScripts(redis);
  }

  async lockedUntil(keys: string[]): Promise<Date | null> {
    if (keys.length === 0) return null;
    const pipeline = this.redis.pipeline();
    for (const key of keys) pipeline.hget(this.keyOf(key), 'locked_until');
    const now = this.now().getTime();
    const times = ((await pipeline.exec().catch(countersUnavailable)) ?? [])
      .map(([error, value]) => {
        if (error) countersUnavailable(error);
        return Number(value ?? Number.NaN);
      })
      .filter((time) => Number.isFinite(time) && time > now);
    return times.length > 0 ? new Date(Math.max(...times)) : null;
  }

  async recordFailure(key: string, policy: ThrottlePolicy): Promise<void> {
    await this.redis
      .recordLoginFailure(
        this.keyOf(key),
        this.now().getTime(),
        policy.windowMs,
        policy.maxFailures,
        policy.firstLockMs,
        policy.maxLockMs,
      )
      .catch(countersUnavailable);
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.keyOf(key)).catch(countersUnavailable);
  }

  private keyOf(key: string) {
    return `login-throttle:${key}`;
  }
}
