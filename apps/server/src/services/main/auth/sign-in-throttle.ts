import type { FastifyReply } from 'fastify';
import { usernameKey } from '@aula/shared';
import type { ServiceContext } from '../../../domain/service-context';
import { AppError } from '../../../platform/errors';
import type { ThrottlePolicy } from '../../../platform/shared-counters/shared-counters';
import { sharedCountersFor } from '../../../platform/shared-counters/shared-counters';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * Per username: the fifth wrong password in a day locks the username for 5 seconds, and each
 * further one doubles the lock, up to 15 minutes. Anyone may type a child's username, so a
 * flat long lock would let a classmate keep them out of their lessons; a growing one still
 * makes guessing hopeless (about one guess per 15 minutes after the first dozen). The day
 * outlasts the longest run of locks, so waiting one out never earns fresh free guesses.
 */
export const usernamePolicy: ThrottlePolicy = {
  maxFailures: 5,
  windowMs: 24 * 60 * MINUTE,
  firstLockMs: 5 * SECOND,
  maxLockMs: 15 * MINUTE,
};
/** Per address: more room, since a school may sign in many children from one address. */
export const addressPolicy: ThrottlePolicy = {
  maxFailures: 50,
  windowMs: 15 * MINUTE,
  firstLockMs: 5 * SECOND,
  maxLockMs: 15 * MINUTE,
};

/**
 * The failed sign-ins counted per username and per address, shared by every copy of the
 * service. Whatever checks a user's password (signing in, or typing the current password to
 * choose a new one) counts here, so no route is a way around the lock.
 */
export class SignInThrottle {
  private readonly throttles;

  constructor(private readonly context: ServiceContext) {
    this.throttles = sharedCountersFor(context).loginThrottles;
  }

  keysOf(username: string, address: string) {
    return { user: `user:${usernameKey(username)}`, address: `ip:${address}` };
  }

  /** A 429 with the wait (and Retry-After) while one of the keys is locked. */
  async refuseWhileLocked(reply: FastifyReply, keys: string[]): Promise<void> {
    const until = await this.throttles.lockedUntil(keys);
    if (!until) return;
    const seconds = Math.max(
      1,
      Math.ceil((until.getTime() - this.context.now().getTime()) / SECOND),
    );
    reply.header('retry-after', String(seconds));
    // Seconds while the wait is short; whole minutes (never "1 minutes") beyond one.
    if (seconds <= 60) {
      throw new AppError(429, 'too_many_attempts', 'auth.tooManyAttemptsSeconds', {
        params: { count: seconds },
      });
    }
    throw new AppError(429, 'too_many_attempts', 'auth.tooManyAttempts', {
      params: { minutes: Math.ceil(seconds / 60) },
    });
  }

  /** Refuses while the user or the address is locked. */
  refuseWhileUserLocked(reply: FastifyReply, username: string, address: string) {
    const keys = this.keysOf(username, address);
    return this.refuseWhileLocked(reply, [keys.user, keys.address]);
  }

  async recordFailure(username: string, address: string): Promise<void> {
    const keys = this.keysOf(username, address);
    await this.throttles.recordFailure(keys.user, usernamePolicy);
    await this.throttles.recordFailure(keys.address, addressPolicy);
  }

  /** The right password: the user's count starts again (the address's runs on). */
  async recordSuccess(username: string, address: string): Promise<void> {
    await this.throttles.clear(this.keysOf(username, address).user);
  }

  /** Counting for other routes that guess at accounts (password reset requests). */
  recordFailureOf(key: string, policy: ThrottlePolicy) {
    return this.throttles.recordFailure(key, policy);
  }
}
