import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUsernameAsPassword, ROLE_IDS, authEndpoints } from '@aula/shared';
import { signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { publicWebUrl } from '../../../platform/env';
import { AppError, invalidField } from '../../../platform/errors';
import { translate } from '../../../platform/i18n';
import { rateLimit, rateLimits } from '../../../platform/rate-limits';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../../platform/passwords';
import type { ThrottlePolicy } from '../../../platform/shared-counters/shared-counters';
import { licenseErrors } from '../../../domain/licensing/license-errors';
import { licenseServiceFor } from '../../../domain/licensing/license-service';
import { jsonBodyOnly } from './json-only';
import { PasswordResetRepository } from './password-reset-repository';
import { resetPasswordMail } from './reset-password-mail';
import { SignInThrottle } from './sign-in-throttle';

export { addressPolicy, usernamePolicy } from './sign-in-throttle';

const MINUTE = 60_000;
/**
 * Per address, wrong username-and-email pairs for a reset link: they lock no account, so the
 * lock stays flat.
 */
const resetRequestPolicy: ThrottlePolicy = {
  maxFailures: 5,
  windowMs: 15 * MINUTE,
  firstLockMs: 15 * MINUTE,
  maxLockMs: 15 * MINUTE,
};
const RESET_LINK_LIFETIME_MS = 60 * MINUTE;

const errors = errorResponses(400, 401, 415, 429);

export function authRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const users = context.repositories.users;
    const throttle = new SignInThrottle(context);
    const resets = new PasswordResetRepository(context.database.db, context.now);

    app.route({
      ...endpointRoute(authEndpoints.signIn, {
        tags: ['auth'],
        summary: 'Sign in with username and password (both case sensitive)',
        errors: errors,
      }),
      onRequest: jsonBodyOnly,
      handler: async (request, reply) => {
        const { username, password } = request.body;
        await throttle.refuseWhileUserLocked(reply, username, request.ip);

        const user = await users.findByExactUsername(username);
        const passwordMatches = await verifyPassword(
          password,
          user?.password_hash ?? (await decoyPasswordHash()),
        );
        if (!user || !passwordMatches) {
          await throttle.recordFailure(username, request.ip);
          throw new AppError(401, 'invalid_credentials', 'auth.loginFailed');
        }
        await throttle.recordSuccess(username, request.ip);
        // After the trial, unactivated: the data stays, but students cannot study (nor sign in).
        if (user.rol_id === ROLE_IDS.student && (await licenseServiceFor(context).studyLocked()))
          throw licenseErrors.activationRequired();
        return {
          access_token: app.issueToken(user),
          token_type: 'Bearer' as const,
          expires_in: context.env.TOKEN_TTL_SECONDS,
        };
      },
    });

    app.route({
      ...endpointRoute(authEndpoints.logout, {
        tags: ['auth'],
        summary: 'Sign out: every token issued to this user so far stops working',
        ...bearerSecurity,
        errors: { 204: z.null(), ...errorResponses(401) },
      }),
      preValidation: app.authenticate,
      handler: async (request, reply) => {
        await users.raiseTokenVersion(signedInUser(request).row.id);
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...endpointRoute(authEndpoints.requestPasswordReset, {
        tags: ['auth'],
        summary: 'Send a password reset link when username and email match',
        errors: errors,
      }),
      onRequest: jsonBodyOnly,
      preHandler: rateLimit(context, rateLimits.passwordResetRequest),
      handler: async (request, reply) => {
        const addressKey = `reset-ip:${request.ip}`;
        await throttle.refuseWhileLocked(reply, [addressKey]);
        const { username, email } = request.body;
        const user = await users.findByUsernameKey(username);
        if (!user || user.email?.toLowerCase() !== email.toLowerCase()) {
          await throttle.recordFailureOf(addressKey, resetRequestPolicy);
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
    });

    app.route({
      ...endpointRoute(authEndpoints.confirmPasswordReset, {
        tags: ['auth'],
        summary: 'Choose a new password with a reset token (single use)',
        errors: errors,
      }),
      onRequest: jsonBodyOnly,
      preHandler: rateLimit(context, rateLimits.passwordResetConfirm),
      handler: async (request) => {
        const invalidLink = () =>
          new AppError(400, 'reset_token_invalid', 'auth.resetTokenInvalid');
        // The link stays usable when the new password is refused: the user tries another.
        const userId = await resets.userOf(request.body.token);
        const user = userId === null ? undefined : await users.findById(userId);
        if (!user) throw invalidLink();
        if (isUsernameAsPassword(request.body.password, user.username))
          throw invalidField('validation', 'password', 'validation.password.sameAsUsername');
        if ((await resets.consume(request.body.token)) !== user.id) throw invalidLink();
        await users.setPasswordHash(user.id, await hashPassword(request.body.password));
        return { message: translate(request.language, 'auth.resetDone') };
      },
    });
  };
}
