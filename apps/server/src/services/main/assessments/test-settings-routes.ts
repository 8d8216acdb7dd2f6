import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { testEndpoints } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { studentVisibleTo } from '../../../domain/users/student-access';
import { TestSettingsRepository } from './test-settings-repository';

/** A student's test settings: read by the student and their tutors, set by the tutors. */
export function testSettingsRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const settings = new TestSettingsRepository(context.database.db, context.now);
    const users = context.repositories.users;
    const common = { ...bearerSecurity, tags: ['tests'] };

    app.route({
      ...endpointRoute(testEndpoints.settings, {
        ...common,
        summary: "A student's test settings: tests on or off and the time per question",
        errors: errorResponses(400, 401, 404),
      }),
      preValidation: app.authenticate,
      handler: async (request) => {
        const viewer = signedInUser(request).row;
        const student = await studentVisibleTo(users, viewer, request.body.data.student_id);
        return settings.get(student.id);
      },
    });

    app.route({
      ...endpointRoute(testEndpoints.updateSettings, {
        ...common,
        summary: "Set a student's test settings (seconds_per_question 0 means no limit)",
        errors: errorResponses(400, 401, 403, 404),
      }),
      preValidation: [app.authenticate, requireAbility('manage', 'TestSettings')],
      handler: async (request) => {
        const viewer = signedInUser(request).row;
        const student = await studentVisibleTo(users, viewer, request.params.id);
        return settings.set(student.id, request.body);
      },
    });
  };
}
