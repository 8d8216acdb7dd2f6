import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../domain/service-context';
import { logoutRoutes } from './logout-routes';
import { passwordResetConfirmRoutes } from './password-reset-confirm-routes';
import { PasswordResetRepository } from './password-reset-repository';
import { passwordResetRoutes } from './password-reset-routes';
import { signInRoutes } from './sign-in-routes';
import { SignInThrottle } from './sign-in-throttle';

/** Signing in and out, and choosing a new password through a link sent by email. */
export function authRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const throttle = new SignInThrottle(context);
    const resets = new PasswordResetRepository(context.database.db, context.now);
    await app.register(signInRoutes({ context, throttle }));
    await app.register(logoutRoutes(context));
    await app.register(passwordResetRoutes({ context, throttle, resets }));
    await app.register(passwordResetConfirmRoutes({ context, resets }));
  };
}
