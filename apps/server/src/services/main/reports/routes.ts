import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { reportEndpoints } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { notFound } from '../../../platform/errors';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { studentVisibleTo } from '../../../domain/users/student-access';
import { NeedsHelpRepository } from './needs-help-repository';
import type { StudentScope } from './reports-repository';
import { ReportsRepository } from './reports-repository';

const errors = errorResponses(400, 401, 403, 404);

/** Per-student reports (progress, activity time, daily activity, attendance) and hardest questions. */
export function reportsRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const db = context.database.db;
    const users = context.repositories.users;
    const catalogue = context.repositories.catalogue;
    const needsHelp = new NeedsHelpRepository(db, context.catalogue);
    const reports = new ReportsRepository(db, context.catalogue);
    const tutors = [app.authenticate, requireAbility('read', 'Report')];
    const common = { ...bearerSecurity, tags: ['reports'] };

    /** A student of the tutor's own account, or 404. */
    const studentOf = (request: FastifyRequest, id: number) =>
      studentVisibleTo(users, signedInUser(request).row, id);

    app.route({
      ...endpointRoute(reportEndpoints.progress, {
        ...common,
        summary: "A student's progress through their grade, as the student sees it",
        errors: errors,
      }),
      preValidation: tutors,
      handler: async (request) => {
        const student = await studentOf(request, request.params.id);
        const lang = request.language;
        const grade =
          student.grade_id === null
            ? undefined
            : (await catalogue.allGrades(lang)).find((item) => item.grade_id === student.grade_id);
        if (!grade) throw notFound();
        const [progress, flagged] = await Promise.all([
          catalogue.gradeProgress(grade.grade_id, { studentId: student.id, lang }),
          needsHelp.ofStudents([student.id], lang),
        ]);
        return {
          student_id: student.id,
          grade,
          ...progress,
          needs_help: flagged.get(student.id) ?? [],
        };
      },
    });

    app.route({
      ...endpointRoute(reportEndpoints.activityTime, {
        ...common,
        summary: "A student's active study per day and per subject over a range of days",
        errors: errors,
      }),
      preValidation: tutors,
      handler: async (request) => {
        const student = await studentOf(request, request.params.id);
        return reports.activityTime(student.id, request.query, request.language);
      },
    });

    app.route({
      ...endpointRoute(reportEndpoints.daily, {
        ...common,
        summary: 'What a student did on one day: sessions, lessons, quizzes, tests, games, books',
        errors: errors,
      }),
      preValidation: tutors,
      handler: async (request) => {
        const student = await studentOf(request, request.params.id);
        return reports.daily(student.id, request.query, request.language);
      },
    });

    app.route({
      ...endpointRoute(reportEndpoints.attendance, {
        ...common,
        summary: "A month's attendance calendar: the days with study and their time",
        errors: errors,
      }),
      preValidation: tutors,
      handler: async (request) => {
        const student = await studentOf(request, request.params.id);
        return reports.attendance(student.id, request.query);
      },
    });

    app.route({
      ...endpointRoute(reportEndpoints.hardestQuestions, {
        ...common,
        summary:
          "The cluster's quiz and test questions most often missed by one student or by all of the tutor's",
        errors: errors,
      }),
      preValidation: tutors,
      handler: async (request) => {
        const viewer = signedInUser(request).row;
        const { student_id, limit } = request.query;
        let scope: StudentScope;
        if (student_id !== undefined) {
          scope = { studentId: (await studentOf(request, student_id)).id };
        } else {
          if (viewer.account_id === null) throw notFound();
          scope = { accountId: viewer.account_id };
        }
        const result = await reports.hardestQuestions(
          request.params.id,
          scope,
          limit,
          request.language,
        );
        if (!result) throw notFound();
        return result;
      },
    });
  };
}
