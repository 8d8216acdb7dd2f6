import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../domain/service-context';
import { studentSignupRoutes } from './student-signup-routes';
import { tutorSignupRoutes } from './tutor-signup-routes';

/** Installers create accounts; tutors add students and tutors to their own account. */
export function signupRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(tutorSignupRoutes(context));
    await app.register(studentSignupRoutes(context));
  };
}
