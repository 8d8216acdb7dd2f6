import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../domain/service-context';
import { SignInThrottle } from '../auth/sign-in-throttle';
import { meRoutes } from './me-routes';
import { profileRoutes } from './profile-routes';
import { tutorListRoutes } from './tutor-list-routes';
import { tutorRoutes } from './tutor-routes';
import { userRoutes } from './user-routes';

/** The signed-in user and their profile, and the users and tutors they may see. */
export function usersRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const throttle = new SignInThrottle(context);
    await app.register(meRoutes(context));
    await app.register(userRoutes(context));
    await app.register(tutorListRoutes(context));
    await app.register(tutorRoutes(context));
    await app.register(profileRoutes({ context, throttle }));
  };
}
