import type { preHandlerHookHandler } from 'fastify';
import type { ServiceContext } from '../../../platform/context';
import { licenseErrors } from './license-errors';
import { licenseServiceFor } from './license-service';

/**
 * The calls with which a student studies: opening a lesson, quizzes, tests, evaluations,
 * worksheets and game rounds (method and route pattern). Everything else (their profile, the
 * catalogue, their history) stays readable, and no data is ever touched by the lock.
 */
const STUDY_ROUTES = new Set([
  'POST /api/decrypt_lesson',
  'POST /quizzes',
  'GET /quizzes/:id',
  'POST /quizzes/:id/answers',
  'POST /tests',
  'GET /tests/:id',
  'POST /tests/:id/answers',
  'GET /evaluations/:id',
  'POST /evaluations/:id/answers',
  'GET /worksheets/:grade_id/:subject_id',
  'POST /v1/game-plays',
]);

/**
 * A service-wide preHandler (after each route's authentication): once the trial has ended
 * without activation, a student's study call is refused with 403 `activation_required`.
 * Tutors and installers are never held. The license state is cached for a few seconds.
 */
export function studyLockHook(context: ServiceContext): preHandlerHookHandler {
  const license = licenseServiceFor(context);
  return async (request) => {
    if (request.signedIn?.role !== 'student') return;
    if (!STUDY_ROUTES.has(`${request.method} ${request.routeOptions.url}`)) return;
    if (await license.studyLocked()) throw licenseErrors.activationRequired();
  };
}
