import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessTokenSchema,
  credentialsSchema,
  messageSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  ROLE_IDS,
  usernameKey,
} from '@aula/shared';
import { signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../platform/context';
import { publicWebUrl } from '../../../platform/env';
import { AppError } from '../../../platform/errors';
import { translate } from '../../../platform/i18n';
import { rateLimit, rateLimits } from '../../../platform/rate-limits';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../../platform/passwords';
import { licenseErrors } from '../licensing/license-errors';
import { licenseServiceFor } from '../licensing/license-service';
import { UsersRepository } from '../users/users-repository';
import { PasswordResetRepository } from './password-reset-repository';
import { resetPasswordMail } from './reset-password-mail';
import type { ThrottlePolicy } from '../../../platform/shared-counters/shared-counters';
import { sharedCountersFor } from '../../../platform/shared-counters/shared-counters';

const MINUTE = 60_000;
/** Per username: five wrong passwords lock that username for 15 minutes. */
export const usernamePolicy: ThrottlePolicy = {
  maxFailures: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};
/** Per address: more room, since a school may sign in many children from one address. */
export const addressPolicy: ThrottlePolicy = {
  maxFailures: 50,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};
const RESET_LINK_LIFETIME_MS = 60 * MINUTE;

const errors = errorResponses(400, 401, 429);

export function authRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const users = new UsersRepository(context.database.db, context.now);
    const throttles = sharedCountersFor(context).loginThrottles;
    const resets = new PasswordResetRepository(context.database.db, context.now);

    async function refuseWhileLocked(reply: FastifyReply, keys: string[]) {
      const until = await throttles.lockedUntil(keys);
      if (until) {
        const waitMs = until.getTime() - context.now().getTime();
        const minutes = Math.max(1, Math.ceil(waitMs / MINUTE));
        reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
        throw new AppError(429, 'too_many_attempts', 'auth.tooManyAttempts', {
          params: { minutes },
        });
      }
    }

    app.post(
      '/auth',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with username and password (both case sensitive)',
          body: credentialsSchema,
          response: { 200: accessTokenSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { username, password } = request.body;
        const userKey = `user:${usernameKey(username)}`;
        const addressKey = `ip:${request.ip}`;
        await refuseWhileLocked(reply, [userKey, addressKey]);

        const user = await users.findByExactUsername(username);
        const passwordMatches = await verifyPassword(
          password,
          user?.password_hash ?? (await decoyPasswordHash()),
        );
        if (!user || !passwordMatches) {
          await throttles.recordFailure(userKey, usernamePolicy);
          await throttles.recordFailure(addressKey, addressPolicy);
          throw new AppError(401, 'invalid_credentials', 'auth.loginFailed');
        }
        await throttles.clear(userKey);
        // After the trial, unactivated: the data stays, but students cannot study (nor sign in).
        if (user.rol_id === ROLE_IDS.student && (await licenseServiceFor(context).studyLocked()))
          throw licenseErrors.activationRequired();
        return {
          access_token: app.issueToken(user),
          token_type: 'Bearer' as const,
          expires_in: context.env.TOKEN_TTL_SECONDS,
        };
      },
    );

    app.post(
      '/logout',
      {
        preValidation: app.authenticate,
        schema: {
          tags: ['auth'],
          summary: 'Sign out: every token issued to this user so far stops working',
          ...bearerSecurity,
          response: { 204: z.null(), ...errorResponses(401) },
        },
      },
      async (request, reply) => {
        await users.raiseTokenVersion(signedInUser(request).row.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/password-resets',
      {
        preHandler: rateLimit(context, rateLimits.passwordResetRequest),
        schema: {
          tags: ['auth'],
          summary: 'Send a password reset link when username and email match',
          body: passwordResetRequestSchema,
          response: { 202: messageSchema, ...errors },
        },
      },
      async (request, reply) => {
        const addressKey = `reset-ip:${request.ip}`;
        await refuseWhileLocked(reply, [addressKey]);
        const { username, email } = request.body;
        const user = await users.findByUsernameKey(username);
        if (!user || user.email?.toLowerCase() !== email.toLowerCase()) {
          await throttles.recordFailure(addressKey, usernamePolicy);
          // One text for both mistakes: it never tells which of the two was wrong.
          throw new AppError(400, 'recovery_failed', 'auth.recoveryFailed');
        }
        const token = await resets.issue(user.id, RESET_LINK_LIFETIME_MS);
        const webUrl = publicWebUrl(context.env);
        const link = new URL(
          `/reset-password?token=${encodeURIComponent(token)}`,
          webUrl,
        ).toString();
        await context.mailer.send(resetPasswordMail(user, link, RESET_LINK_LIFETIME_MS / MINUTE));
        return reply.status(202).send({ message: translate(request.language, 'auth.resetSent') });
      },
    );

    app.post(
      '/password-resets/confirm',
      {
        preHandler: rateLimit(context, rateLimits.passwordResetConfirm),
        schema: {
          tags: ['auth'],
          summary: 'Choose a new password with a reset token (single use)',
          body: passwordResetConfirmSchema,
          response: { 200: messageSchema, ...errors },
        },
      },
      async (request) => {
        const userId = await resets.consume(request.body.token);
        if (userId === null)
          throw new AppError(400, 'reset_token_invalid', 'auth.resetTokenInvalid');
        await users.setPasswordHash(userId, await hashPassword(request.body.password));
        return { message: translate(request.language, 'auth.resetDone') };
      },
    );
  };
}
