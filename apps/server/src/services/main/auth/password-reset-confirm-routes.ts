import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isUsernameAsPassword, authEndpoints } from '@aula/shared';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { AppError, invalidField } from '../../../platform/errors';
import { translate } from '../../../platform/i18n';
import { rateLimit, rateLimits } from '../../../platform/rate-limits';
import { hashPassword } from '../../../platform/passwords';
import { authErrors } from './auth-docs';
import { jsonBodyOnly } from './json-only';
import type { PasswordResetRepository } from './password-reset-repository';

export interface PasswordResetConfirmRoutesDeps {
  context: ServiceContext;
  resets: PasswordResetRepository;
}

/** `/password-resets/confirm`: choose the new password with the link's token. */
export function passwordResetConfirmRoutes({
  context,
  resets,
}: PasswordResetConfirmRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const users = context.repositories.users;

    app.route({
      ...endpointRoute(authEndpoints.confirmPasswordReset, {
        tags: ['auth'],
        summary: 'Choose a new password with a reset token (single use)',
        errors: authErrors,
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
