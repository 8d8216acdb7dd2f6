import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authEndpoints } from '@aula/shared';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { publicWebUrl } from '../../../platform/env';
import { AppError } from '../../../platform/errors';
import { translate } from '../../../platform/i18n';
import { rateLimit, rateLimits } from '../../../platform/rate-limits';
import type { ThrottlePolicy } from '../../../platform/shared-counters/shared-counters';
import { authErrors } from './auth-docs';
import { jsonBodyOnly } from './json-only';
import type { PasswordResetRepository } from './password-reset-repository';
import { resetPasswordMail } from './reset-password-mail';
import type { SignInThrottle } from './sign-in-throttle';

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

export interface PasswordResetRoutesDeps {
  context: ServiceContext;
  throttle: SignInThrottle;
  resets: PasswordResetRepository;
}

/** `/password-resets`: ask for a link to choose a new password, sent by email. */
export function passwordResetRoutes({
  context,
  throttle,
  resets,
}: PasswordResetRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const users = context.repositories.users;

    app.route({
      ...endpointRoute(authEndpoints.requestPasswordReset, {
        tags: ['auth'],
        summary: 'Send a password reset link when username and email match',
        errors: authErrors,
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
  };
}
