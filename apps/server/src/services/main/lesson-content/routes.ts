import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lessonContentEndpoints, LOCK } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { notFound } from '../../../platform/errors';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { refuseTurnedOff } from '../../../domain/catalogue/turned-off';
import { lessonLocked } from '../../../domain/lesson-content/lesson-locks';
import { studyRoute } from '../../../domain/licensing/study-lock';

/**
 * POST /api/decrypt_lesson and /api/encrypt_lesson: open and close a lesson's content for the
 * signed-in student. Nothing is decrypted here; the activity service's serve-lesson decrypts
 * in memory, and only for a lesson that is open.
 */
export function lessonContentRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const catalogue = context.repositories.catalogue;
    const openings = context.repositories.lessonOpenings;
    const students = [app.authenticate, requireAbility('read', 'Lesson')];

    /** The lesson at `path` (its local_path), as the signed-in student sees it. */
    async function studentLesson(request: FastifyRequest, path: string) {
      const studentId = signedInUser(request).row.id;
      const lessonId = await catalogue.lessonIdByLocalPath(path);
      const lesson =
        lessonId && (await catalogue.lesson(lessonId, { studentId, lang: request.language }));
      if (!lesson) throw notFound();
      return { studentId, lesson };
    }
    const common = {
      ...bearerSecurity,
      tags: ['lessons'],
      errors: errorResponses(400, 401, 403, 404),
    };

    app.route({
      ...endpointRoute(lessonContentEndpoints.open, {
        ...common,
        summary: "Open a lesson's content (its path is local_path)",
      }),
      config: studyRoute,
      preValidation: students,
      handler: async (request) => {
        const { studentId, lesson } = await studentLesson(request, request.body.path);
        refuseTurnedOff({ enabled: lesson.cluster_enabled });
        if (lesson.is_locked === LOCK.locked) throw lessonLocked();
        await openings.open(studentId, lesson);
        return {
          lesson_id: lesson.id,
          path: lesson.local_path,
          status: 'open' as const,
          state_id: lesson.state_id === 1 ? (2 as const) : lesson.state_id,
        };
      },
    });

    app.route({
      ...endpointRoute(lessonContentEndpoints.close, {
        ...common,
        summary: "Close a lesson's content",
      }),
      preValidation: students,
      handler: async (request) => {
        const { studentId, lesson } = await studentLesson(request, request.body.path);
        await openings.close(studentId, lesson.id);
        return {
          lesson_id: lesson.id,
          path: lesson.local_path,
          status: 'closed' as const,
          state_id: lesson.state_id,
        };
      },
    });
  };
}
