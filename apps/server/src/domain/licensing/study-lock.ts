import type { preHandlerHookHandler } from 'fastify';
import type { ServiceContext } from '../service-context';
import { licenseErrors } from './license-errors';
import { licenseServiceFor } from './license-service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A call with which a student studies: held once the trial has ended (study-lock.ts). */
    study?: boolean;
  }
}

/**
 * What a route that a student studies with carries as its `config`: opening or reading a
 * lesson, quizzes, tests, evaluations, worksheets and game rounds. Each such route says so
 * itself, so a new one (or one in another service) cannot be left out of a list kept here.
 * Everything else (their profile, the catalogue, their history) stays readable, and no data is
 * ever touched by the lock.
 */
export const studyRoute = { study: true } as const;

/**
 * A service-wide preHandler (after each route's authentication): once the trial has ended
 * without activation, a student's study call is refused with 403 `activation_required`.
 * Tutors and installers are never held. The license state is cached for a few seconds.
 */
export function studyLockHook(context: ServiceContext): preHandlerHookHandler {
  const license = licenseServiceFor(context);
  return async (request) => {
    if (request.signedIn?.role !== 'student') return;
    if (!request.routeOptions.config.study) return;
    if (await license.studyLocked()) throw licenseErrors.activationRequired();
  };
}
