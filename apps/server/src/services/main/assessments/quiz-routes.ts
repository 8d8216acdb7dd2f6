import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LESSON_STATE, LOCK, quizEndpoints } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { AppError, notFound } from '../../../platform/errors';
import {
  bearerSecurity,
  errorResponses,
  plainJsonSerializer,
} from '../../../platform/route-schemas';
import { refuseTurnedOff } from '../../../domain/catalogue/turned-off';
import { lessonLocked } from '../../../domain/lesson-content/lesson-locks';
import { QuizRepository } from './quiz-repository';
import { studyRoute } from '../../../domain/licensing/study-lock';

/** A quiz checks what was studied: its lesson must have been opened first. */
const lessonNotOpened = () => new AppError(409, 'lesson_not_opened', 'errors.lessonNotOpened');

/** The quiz after a lesson: start an attempt, read it, answer its questions one by one. */
export function quizRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const catalogue = context.repositories.catalogue;
    const quizzes = new QuizRepository(
      context.database.db,
      context.catalogue,
      context.now,
      context.questionPictures,
    );
    const students = [app.authenticate, requireAbility('take', 'Quiz')];
    const common = { ...bearerSecurity, tags: ['quizzes'] };

    app.route({
      ...endpointRoute(quizEndpoints.start, {
        ...common,
        summary: "Start a quiz on a lesson: 4 questions drawn from the lesson's pool",
        errors: errorResponses(400, 401, 403, 404, 409, 422),
      }),
      config: studyRoute,
      preValidation: students,
      ...plainJsonSerializer,
      handler: async (request, reply) => {
        const studentId = signedInUser(request).row.id;
        const lesson = await catalogue.lesson(request.body.lesson_id, {
          studentId,
          lang: request.language,
        });
        if (!lesson) throw notFound();
        refuseTurnedOff({ enabled: lesson.cluster_enabled });
        // The lesson's lock includes its cluster's: a locked or turned-off cluster locks it.
        if (lesson.is_locked === LOCK.locked) throw lessonLocked();
        if (lesson.state_id === LESSON_STATE.notStarted) throw lessonNotOpened();
        const id = await quizzes.start(studentId, lesson);
        return reply.code(201).send(await quizzes.view(id, request.language));
      },
    });

    app.route({
      ...endpointRoute(quizEndpoints.get, {
        ...common,
        summary: 'One of your quizzes, with the review of every answered question',
        errors: errorResponses(400, 401, 403, 404),
      }),
      config: studyRoute,
      preValidation: students,
      ...plainJsonSerializer,
      handler: async (request) => {
        const quiz = await quizzes.own(signedInUser(request).row.id, request.params.id);
        return quizzes.view(quiz.id, request.language);
      },
    });

    app.route({
      ...endpointRoute(quizEndpoints.answer, {
        ...common,
        summary: 'Answer one question; the last answer finishes the quiz',
        errors: errorResponses(400, 401, 403, 404, 409, 422),
      }),
      config: studyRoute,
      preValidation: students,
      ...plainJsonSerializer,
      handler: async (request) => {
        const studentId = signedInUser(request).row.id;
        const quiz = await quizzes.own(studentId, request.params.id);
        // A quiz already under way stops counting the moment its topic is turned off.
        refuseTurnedOff({ enabled: await catalogue.clusterEnabledFor(studentId, quiz.cluster_id) });
        await quizzes.answer(quiz, request.body.position, request.body.answer, request.language);
        return quizzes.view(quiz.id, request.language);
      },
    });
  };
}
