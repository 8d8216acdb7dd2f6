import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from './context';
import { AppError } from './errors';
import { sharedCountersFor } from './shared-counters/shared-counters';

const MINUTE = 60_000;

export interface RateLimitPolicy {
  /** The counter's name; each bucket counts apart. */
  bucket: string;
  /** Requests allowed per key in one window; the next one is refused until it ends. */
  limit: number;
  windowMs: number;
}

/**
 * Per address, generous enough for a school behind one address (and for the journeys, which
 * all come from 127.0.0.1), tight enough to stop guessing license, box and key numbers or
 * flooding someone's mailbox with reset links.
 */
export const rateLimits = {
  passwordResetRequest: { bucket: 'password-reset-request', limit: 20, windowMs: 15 * MINUTE },
  passwordResetConfirm: { bucket: 'password-reset-confirm', limit: 20, windowMs: 15 * MINUTE },
  activation: { bucket: 'activation', limit: 20, windowMs: 15 * MINUTE },
  trialRegistration: { bucket: 'trial-registration', limit: 20, windowMs: 15 * MINUTE },
  vendorActivation: { bucket: 'vendor-activation', limit: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitPolicy>;

/**
 * A route hook that counts the request against the caller's address and answers 429, with
 * Retry-After in seconds, once the window's limit is spent. It runs after validation, so a
 * malformed request is refused without counting (and without writing anything).
 */
export function rateLimit(context: PlatformContext, policy: RateLimitPolicy) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const window = await sharedCountersFor(context).rateLimits.hit(
      policy.bucket,
      request.ip,
      policy.windowMs,
    );
    if (window.hits <= policy.limit) return;
    const endsAt = window.windowStartedAt.getTime() + policy.windowMs;
    const seconds = Math.max(1, Math.ceil((endsAt - context.now().getTime()) / 1000));
    reply.header('retry-after', String(seconds));
    throw new AppError(429, 'too_many_requests', 'errors.tooManyRequests');
  };
}
