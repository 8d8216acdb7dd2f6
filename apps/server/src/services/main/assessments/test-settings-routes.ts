import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getTestSettingsRequestSchema,
  studentParamsSchema,
  testSettingsSchema,
  updateTestSettingsRequestSchema,
} from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { studentVisibleTo } from '../../../domain/users/student-access';
import { UsersRepository } from '../../../domain/users/users-repository';
import { TestSettingsRepository } from './test-settings-repository';

/** A student's test settings: read by the student and their tutors, set by the tutors. */
export function testSettingsRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const settings = new TestSettingsRepository(context.database.db, context.now);
    const users = new UsersRepository(context.database.db, context.now);
    const common = { ...bearerSecurity, tags: ['tests'] };

    app.post(
      '/get_settings_tests',
      {
        preValidation: app.authenticate,
        schema: {
          ...common,
          summary: "A student's test settings: tests on or off and the time per question",
          body: getTestSettingsRequestSchema,
          response: { 200: testSettingsSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => {
        const viewer = signedInUser(request).row;
        const student = await studentVisibleTo(users, viewer, request.body.data.student_id);
        return settings.get(student.id);
      },
    );

    app.put(
      '/students/:id/test_settings',
      {
        preValidation: [app.authenticate, requireAbility('manage', 'TestSettings')],
        schema: {
          ...common,
          summary: "Set a student's test settings (seconds_per_question 0 means no limit)",
          params: studentParamsSchema,
          body: updateTestSettingsRequestSchema,
          response: { 200: testSettingsSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const viewer = signedInUser(request).row;
        const student = await studentVisibleTo(users, viewer, request.params.id);
        return settings.set(student.id, request.body);
      },
    );
  };
}
