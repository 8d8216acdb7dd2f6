import type { ServiceContext } from '../../domain/service-context';
import { createService } from '../../platform/create-service';
import { findUser } from '../../domain/users/find-user';
import { studyLockHook } from '../../domain/licensing/study-lock';
import { activityRoutes } from './activities/routes';
import { gameRoutes } from './games/routes';
import { serveLessonRoutes } from './serve-lesson/routes';

/** The activity service (:3001, /v1/): activity records and timers of students. */
export async function createActivityService(context: ServiceContext) {
  const app = await createService(context, {
    findUser: findUser(context),
    title: 'Aula activity service',
    description:
      "Activity records (general, grade, subject, cluster, lesson, game) and the games' rounds under /v1/.",
  });
  // Once the trial has ended unactivated, students' game rounds are refused like their lessons.
  app.addHook('preHandler', studyLockHook(context));
  await app.register(serveLessonRoutes(context));
  await app.register(activityRoutes(context));
  await app.register(gameRoutes(context));
  return app;
}
