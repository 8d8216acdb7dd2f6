import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLE_IDS, authEndpoints } from '@aula/shared';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { AppError } from '../../../platform/errors';
import { decoyPasswordHash, verifyPassword } from '../../../platform/passwords';
import { licenseErrors } from '../../../domain/licensing/license-errors';
import { licenseServiceFor } from '../../../domain/licensing/license-service';
import { authErrors } from './auth-docs';
import { jsonBodyOnly } from './json-only';
import type { SignInThrottle } from './sign-in-throttle';

export interface SignInRoutesDeps {
  context: ServiceContext;
  throttle: SignInThrottle;
}

/** `/auth`: sign in with username and password, for a bearer token. */
export function signInRoutes({ context, throttle }: SignInRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const users = context.repositories.users;

    app.route({
      ...endpointRoute(authEndpoints.signIn, {
        tags: ['auth'],
        summary: 'Sign in with username and password (both case sensitive)',
        errors: authErrors,
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
  };
}
