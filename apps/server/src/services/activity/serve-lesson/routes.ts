import fastifyCompress from '@fastify/compress';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOCK, serveLessonEndpoints } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { AppError, notFound } from '../../../platform/errors';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { LessonUnavailableError } from '../../../content/lesson-content';
import { refuseTurnedOff } from '../../../domain/catalogue/turned-off';
import { lessonLocked } from '../../../domain/lesson-content/lesson-locks';
import { studyRoute } from '../../../domain/licensing/study-lock';

/**
 * POST /v1/serve-lesson: the content of a lesson the signed-in student has open (and may
 * open: not locked, not turned off), decrypted in memory and never written anywhere.
 */
export function serveLessonRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const catalogue = context.repositories.catalogue;
    const openings = context.repositories.lessonOpenings;
    // A lesson is tens of KB of HTML and pictures, on the way to the screen a student waits
    // on: sent compressed (brotli or gzip, as the browser accepts). Registered in this
    // plugin's scope only, so the service's other answers (tokens among them) go out as before.
    await app.register(fastifyCompress, { globalDecompression: false });

    app.route({
      ...endpointRoute(serveLessonEndpoints.serve, {
        ...bearerSecurity,
        tags: ['lessons'],
        summary: "The open lesson's content, sanitized, pictures inlined",
        errors: errorResponses(400, 401, 403, 404, 409, 422),
      }),
      config: studyRoute,
      preValidation: [app.authenticate, requireAbility('read', 'Lesson')],
      handler: async (request) => {
        const studentId = signedInUser(request).row.id;
        const lang = request.language;
        const lesson = await catalogue.lesson(request.body.lesson_id, { studentId, lang });
        if (!lesson) throw notFound();
        refuseTurnedOff({ enabled: lesson.cluster_enabled });
        if (lesson.is_locked === LOCK.locked) throw lessonLocked();
        if (!(await openings.isOpen(studentId, lesson.id)))
          throw new AppError(409, 'lesson_not_open', 'errors.lessonNotOpen');
        let html: string;
        try {
          html = await context.lessonContent.render(lesson.pack_id, lesson.id, lang);
        } catch (error) {
          if (!(error instanceof LessonUnavailableError)) throw error;
          request.log.warn({ err: error }, 'lesson content could not be decrypted');
          const subject = (await catalogue.subjectName(lesson.subject_id, lang)) ?? '';
          throw new AppError(422, 'lesson_unavailable', 'errors.lessonUnavailable', {
            params: { subject },
          });
        }
        return {
          lesson_id: lesson.id,
          lang,
          title: lesson.title,
          html,
          narration: lesson.narration,
          glossary: await catalogue.glossaryOfLesson(lesson.id, lang),
        };
      },
    });
  };
}
