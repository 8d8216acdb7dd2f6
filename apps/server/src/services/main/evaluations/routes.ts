import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { evaluationEndpoints } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { forbidden, notFound } from '../../../platform/errors';
import {
  bearerSecurity,
  errorResponses,
  plainJsonSerializer,
} from '../../../platform/route-schemas';
import { studentVisibleTo } from '../../../domain/users/student-access';
import type { UserRow } from '../../../domain/users/users-repository';
import type { EvaluationViewer } from './evaluation-service';
import { EvaluationService } from './evaluation-service';
import { studyRoute } from '../../../domain/licensing/study-lock';

/** Evaluations: set up by a tutor, taken by the student, results per subject. */
export function evaluationsRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const users = context.repositories.users;
    const evaluations = new EvaluationService(
      context.database.db,
      context.catalogue,
      context.now,
      context.questionPictures,
    );
    const tutors = [app.authenticate, requireAbility('manage', 'Evaluation')];
    const common = { ...bearerSecurity, tags: ['evaluations'] };

    /** Tutors (who manage evaluations) and students (who take their own); nobody else. */
    function viewerOf(request: FastifyRequest): { as: EvaluationViewer; user: UserRow } {
      const { row, role, ability } = signedInUser(request);
      if (ability.can('manage', 'Evaluation')) return { as: 'tutor', user: row };
      if (role === 'student') return { as: 'student', user: row };
      throw forbidden();
    }

    /** An evaluation of the tutor's account, or the student's own; anyone else's is not found. */
    async function visibleEvaluation(request: FastifyRequest, id: number) {
      const viewer = viewerOf(request);
      const evaluation = await evaluations.find(id);
      const visible =
        evaluation &&
        (viewer.as === 'student'
          ? evaluation.student_id === viewer.user.id
          : evaluation.account_id === viewer.user.account_id);
      if (!visible) throw notFound();
      return { viewer, evaluation };
    }

    app.route({
      ...endpointRoute(evaluationEndpoints.create, {
        ...common,
        summary:
          'Set up an evaluation of a student (grade 1 or above): full asks 10 questions per subject, light 5',
        errors: errorResponses(400, 401, 403, 404, 422),
      }),
      preValidation: tutors,
      ...plainJsonSerializer,
      handler: async (request, reply) => {
        const tutor = signedInUser(request).row;
        const student = await studentVisibleTo(users, tutor, request.body.student_id);
        const id = await evaluations.create(tutor, student, request.body);
        const created = (await evaluations.find(id))!;
        return reply.code(201).send(await evaluations.detail(created, 'tutor', request.language));
      },
    });

    app.route({
      ...endpointRoute(evaluationEndpoints.list, {
        ...common,
        summary:
          "Evaluations, newest first: a tutor's account's (or one student's), a student's own",
        errors: errorResponses(400, 401, 403, 404),
      }),
      preValidation: app.authenticate,
      handler: async (request) => {
        const viewer = viewerOf(request);
        const { student_id, ...filter } = request.query;
        if (viewer.as === 'student') {
          if (student_id !== undefined && student_id !== viewer.user.id) throw notFound();
          return evaluations.list({ student_id: viewer.user.id }, filter, request.language);
        }
        if (student_id !== undefined) await studentVisibleTo(users, viewer.user, student_id);
        if (viewer.user.account_id === null) return { items: [], total: 0 };
        return evaluations.list(
          { account_id: viewer.user.account_id },
          { ...filter, student_id },
          request.language,
        );
      },
    });

    app.route({
      ...endpointRoute(evaluationEndpoints.get, {
        ...common,
        summary:
          'One evaluation: the question to answer now (student), progress, or the full results with previous ones',
        errors: errorResponses(400, 401, 403, 404),
      }),
      config: studyRoute,
      preValidation: app.authenticate,
      ...plainJsonSerializer,
      handler: async (request) => {
        const { viewer, evaluation } = await visibleEvaluation(request, request.params.id);
        return evaluations.detail(evaluation, viewer.as, request.language);
      },
    });

    app.route({
      ...endpointRoute(evaluationEndpoints.answer, {
        ...common,
        summary: 'Answer the current question of your evaluation; the last answer finishes it',
        errors: errorResponses(400, 401, 403, 404, 409, 422),
      }),
      config: studyRoute,
      preValidation: [
        app.authenticate,
        async (request: FastifyRequest) => {
          if (signedInUser(request).role !== 'student') throw forbidden();
        },
      ],
      ...plainJsonSerializer,
      handler: async (request) => {
        const { evaluation } = await visibleEvaluation(request, request.params.id);
        await evaluations.answer(
          evaluation,
          request.body.position,
          request.body.answer,
          request.language,
        );
        const answered = (await evaluations.find(evaluation.id))!;
        return evaluations.detail(answered, 'student', request.language);
      },
    });

    app.route({
      ...endpointRoute(evaluationEndpoints.delete, {
        ...common,
        summary: 'Remove an evaluation (one set up by mistake, say) with all its answers',
        errors: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      }),
      preValidation: tutors,
      handler: async (request, reply) => {
        const { evaluation } = await visibleEvaluation(request, request.params.id);
        await evaluations.delete(evaluation.id);
        return reply.code(204).send(null);
      },
    });
  };
}
