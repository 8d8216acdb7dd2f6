import type { ServiceContext } from '../../domain/service-context';
import { createService } from '../../platform/create-service';
import { findUser } from '../../domain/users/find-user';
import { quizRoutes } from './assessments/quiz-routes';
import { testRoutes } from './assessments/test-routes';
import { testSettingsRoutes } from './assessments/test-settings-routes';
import { activityTimeRoutes } from './activity-time/routes';
import { authRoutes } from './auth/routes';
import { booksRoutes } from './books/routes';
import { catalogueRoutes } from './catalogue/routes';
import { contentCopiesRoutes } from './content-copies/routes';
import { emailReportsRoutes } from './email-reports/routes';
import { evaluationsRoutes } from './evaluations/routes';
import { lessonContentRoutes } from './lesson-content/routes';
import { lessonSearchRoutes } from './lesson-search/routes';
import { licensingRoutes } from './licensing/routes';
import { studyLockHook } from '../../domain/licensing/study-lock';
import { reportsRoutes } from './reports/routes';
import { signupRoutes } from './signup/routes';
import { studentsRoutes } from './students/routes';
import { usersRoutes } from './users/routes';
import { worksheetsRoutes } from './worksheets/routes';
import { mediaSettingsRoutes } from './media-settings/routes';
import { welcomeRoutes } from './welcome/routes';
import { walDamageRoutes } from './wal-damage/routes';

/** The main service (:3003, root path): accounts, catalogue, progress and settings. */
export async function createMainService(context: ServiceContext) {
  const app = await createService(context, {
    findUser: findUser(context),
    title: 'Aula main service',
    description: 'Accounts, sign-in, students and tutors, catalogue and progress.',
    // An e-library book's file name may be 104 characters (`<100>.zip`): a longer one is a
    // 400 from its schema, not an unmatched route.
    maxParamLength: 200,
  });
  // Before any route: once the trial has ended unactivated, students' study calls are refused.
  app.addHook('preHandler', studyLockHook(context));
  await app.register(authRoutes(context));
  await app.register(usersRoutes(context));
  await app.register(signupRoutes(context));
  await app.register(studentsRoutes(context));
  await app.register(catalogueRoutes(context));
  await app.register(lessonContentRoutes(context));
  await app.register(lessonSearchRoutes(context));
  await app.register(quizRoutes(context));
  await app.register(testRoutes(context));
  await app.register(testSettingsRoutes(context));
  await app.register(activityTimeRoutes(context));
  await app.register(reportsRoutes(context));
  await app.register(evaluationsRoutes(context));
  await app.register(emailReportsRoutes(context));
  await app.register(worksheetsRoutes(context));
  await app.register(mediaSettingsRoutes(context));
  await app.register(welcomeRoutes(context));
  await app.register(booksRoutes(context));
  await app.register(licensingRoutes(context));
  await app.register(contentCopiesRoutes(context));
  await app.register(walDamageRoutes(context));
  return app;
}
