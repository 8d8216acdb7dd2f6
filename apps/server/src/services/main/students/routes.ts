import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ContentAccess, StudentListQuery, StudentSummary } from '@aula/shared';
import { ROLE_IDS, STUDENT_IMPORT_MAX_BYTES, usernameKey, studentEndpoints } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { AppError, forbidden, invalidField } from '../../../platform/errors';
import { translate } from '../../../platform/i18n';
import { pick } from '../../../platform/localized';
import { hashPassword } from '../../../platform/passwords';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { studentVisibleTo } from '../../../domain/users/student-access';
import type { UserRow } from '../../../domain/users/users-repository';
import { toUser } from '../../../domain/users/users-repository';
import { parseStudentCsv, studentsToCsv } from './student-csv';
import { NeedsHelpRepository } from '../reports/needs-help-repository';
import { StudentSummariesRepository } from './student-summaries-repository';
import {
  clustersOfGrades,
  matchesSearch,
  sortPeople,
  sortSummaries,
  summarize,
  utcDayStart,
} from './student-summaries';
import { StudentsRepository } from './students-repository';

const usernameTaken = () =>
  new AppError(409, 'username_taken', 'validation.username.taken', {
    fields: { username: 'validation.username.taken' },
  });

/**
 * A tutor looks after the students of their own family or school account: the list with its
 * figures, edits, deletion, which clusters each may study, and CSV import and export.
 */
export function studentsRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const db = context.database.db;
    const users = context.repositories.users;
    const students = new StudentsRepository(db, context.now);
    const summaries = new StudentSummariesRepository(db);
    const needsHelp = new NeedsHelpRepository(db, context.catalogue);
    const common = { ...bearerSecurity, tags: ['students'] };
    const tutors = (action: 'read' | 'update' | 'delete' | 'create') => [
      app.authenticate,
      requireAbility(action, 'Student'),
    ];

    /**
     * The tutor's students matching the search, sorted, with the figures of the list; one page
     * of them when `page` is given. Sorting by name or grade needs no figures, so then only the
     * page's students have their records read; sorting by a figure reads the whole account's.
     */
    async function accountSummaries(
      request: FastifyRequest,
      query: Pick<StudentListQuery, 'q' | 'sort' | 'order' | 'day_start'>,
      page?: { page: number; page_size: number },
    ): Promise<{ items: StudentSummary[]; total: number }> {
      const { account_id } = signedInUser(request).row;
      if (account_id === null) return { items: [], total: 0 };
      const sort = query.sort ?? 'name';
      const order = query.order ?? 'asc';
      const dayStart = query.day_start
        ? new Date(query.day_start).toISOString()
        : utcDayStart(context.now());
      const [rows, catalogue] = await Promise.all([
        users.listStudentsOfAccount(account_id),
        context.catalogue.snapshot(),
      ]);
      const matching = rows.filter((row) => matchesSearch(row, query.q));
      const slice = <T>(items: T[]) =>
        page ? items.slice((page.page - 1) * page.page_size, page.page * page.page_size) : items;
      const pageFirst = sort === 'name' || sort === 'grade';
      const chosen = pageFirst ? slice(sortPeople(matching, sort, order)) : matching;
      const records = await summaries.records(
        { accountId: account_id, studentIds: pageFirst ? chosen.map((row) => row.id) : null },
        clustersOfGrades(
          catalogue,
          chosen.map((row) => row.grade_id),
        ),
        dayStart,
      );
      records.needsHelp = await needsHelp.ofStudents(
        chosen.map((row) => row.id),
        request.language,
      );
      const summarized = chosen.map((row) => summarize(row, records, catalogue, request.language));
      return {
        items: pageFirst ? summarized : slice(sortSummaries(summarized, sort, order)),
        total: matching.length,
      };
    }

    /** A student of the caller's account, or 404. */
    async function ownStudent(request: FastifyRequest, id: number): Promise<UserRow> {
      return studentVisibleTo(users, signedInUser(request).row, id);
    }

    app.route({
      ...endpointRoute(studentEndpoints.list, {
        ...common,
        summary:
          "The students of the tutor's account: grade, progress, last test and today's activity",
        errors: errorResponses(400, 401, 403),
      }),
      preValidation: tutors('read'),
      handler: async (request) => {
        const { page, page_size } = request.query;
        const { items, total } = await accountSummaries(request, request.query, {
          page,
          page_size,
        });
        return { items, total, page, page_size };
      },
    });

    // A CSV answer: its 200 is documented here, with the file's type.
    const exportRoute = endpointRoute(studentEndpoints.export, {
      ...common,
      summary: 'The student list as a CSV file (same filter and order as the list)',
      errors: { 200: z.string(), ...errorResponses(400, 401, 403) },
    });
    app.route({
      ...exportRoute,
      schema: { ...exportRoute.schema, produces: ['text/csv'] },
      preValidation: tutors('read'),
      handler: async (request, reply) => {
        const csv = studentsToCsv((await accountSummaries(request, request.query)).items);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="students.csv"')
          .send(csv);
      },
    });

    app.route({
      ...endpointRoute(studentEndpoints.update, {
        ...common,
        summary: 'Edit a student (an empty password keeps the current one)',
        errors: errorResponses(400, 401, 403, 404, 409),
      }),
      preValidation: tutors('update'),
      handler: async (request) => {
        const student = await ownStudent(request, request.params.id);
        const body = request.body;
        const holder = await users.findByUsernameKey(body.username);
        if (holder && holder.id !== student.id) throw usernameTaken();
        try {
          const updated = await students.update(student.id, {
            firstname: body.firstname,
            lastname: body.lastname,
            email: body.email ? body.email : null,
            username: body.username,
            grade_id: body.grade_id,
            name_of_the_school: body.name_of_the_school,
            language: body.language,
            avatar: body.avatar === undefined ? student.avatar : body.avatar,
            ...(body.password ? { password_hash: await hashPassword(body.password) } : {}),
          });
          return toUser(updated);
        } catch (error) {
          // Another request took the username between the check and the write.
          const taken = await users.findByUsernameKey(body.username);
          if (taken && taken.id !== student.id) throw usernameTaken();
          throw error;
        }
      },
    });

    app.route({
      ...endpointRoute(studentEndpoints.delete, {
        ...common,
        summary: 'Delete a student and every record of theirs (cannot be undone)',
        errors: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      }),
      preValidation: tutors('delete'),
      handler: async (request, reply) => {
        const student = await ownStudent(request, request.params.id);
        await students.delete(student.id);
        return reply.code(204).send(null);
      },
    });

    /** The tree of every grade with content, with each cluster's switch for this student. */
    async function contentAccessOf(
      student: UserRow,
      request: FastifyRequest,
    ): Promise<ContentAccess> {
      const lang = request.language;
      const [catalogue, disabled] = await Promise.all([
        context.catalogue.snapshot(),
        students.disabledClusters(student.id),
      ]);
      const grades = catalogue.grades
        .filter((grade) => catalogue.subjectsByGrade.has(grade.grade_id))
        .map((grade) => ({
          grade_id: grade.grade_id,
          name: pick(lang, grade.name_en, grade.name_es),
          subjects: (catalogue.subjectsByGrade.get(grade.grade_id) ?? []).map((subject) => ({
            id: subject.id,
            name: pick(lang, subject.name_en, subject.name_es),
            abbreviation: subject.abbreviation,
            clusters: (catalogue.clustersBySubject.get(subject.id) ?? []).map((cluster) => ({
              id: cluster.id,
              title: pick(lang, cluster.title_en, cluster.title_es),
              position: cluster.position,
              total_lessons: catalogue.lessonsByCluster.get(cluster.id)?.length ?? 0,
              enabled: !disabled.has(cluster.id),
            })),
          })),
        }));
      return { student_id: student.id, grades };
    }

    app.route({
      ...endpointRoute(studentEndpoints.contentAccess, {
        ...common,
        summary: 'Which clusters a student may study: grade → subject → cluster switches',
        errors: errorResponses(400, 401, 403, 404),
      }),
      preValidation: [app.authenticate, requireAbility('manage', 'ContentAccess')],
      handler: async (request) =>
        contentAccessOf(await ownStudent(request, request.params.id), request),
    });

    app.route({
      ...endpointRoute(studentEndpoints.updateContentAccess, {
        ...common,
        summary: 'Turn clusters on or off for a student (takes effect at once)',
        errors: errorResponses(400, 401, 403, 404),
      }),
      preValidation: [app.authenticate, requireAbility('manage', 'ContentAccess')],
      handler: async (request) => {
        const student = await ownStudent(request, request.params.id);
        const catalogue = await context.catalogue.snapshot();
        const changes = request.body.clusters.map((change) => {
          const cluster = catalogue.clusters.get(change.cluster_id);
          if (!cluster) {
            throw invalidField('validation', 'clusters', 'validation.contentAccess.unknownCluster');
          }
          return { ...change, subject_id: cluster.subject_id };
        });
        await students.setClusterAccess(student.id, changes);
        return contentAccessOf(student, request);
      },
    });

    app.route({
      ...endpointRoute(studentEndpoints.import, {
        ...common,
        summary:
          'Check (commit false) or import (commit true) students from a CSV file: all or nothing',
        errors: errorResponses(400, 401, 403, 409),
      }),
      preValidation: tutors('create'),
      // The file travels inside the JSON body: allow it, and the JSON around it.
      bodyLimit: STUDENT_IMPORT_MAX_BYTES * 2 + 4096,
      handler: async (request) => {
        const tutor = signedInUser(request).row;
        if (tutor.rol_id !== ROLE_IDS.tutor || tutor.account_id === null) throw forbidden();
        const rows = parseStudentCsv(request.body.csv);
        const taken = await students.takenUsernameKeys(rows.map((row) => row.values.username));
        for (const row of rows) {
          if (!row.errors.username && taken.has(usernameKey(row.values.username)))
            row.errors.username = 'validation.username.taken';
        }
        const valid = rows.every((row) => Object.keys(row.errors).length === 0);
        let created = 0;
        if (request.body.commit) {
          if (!valid) throw new AppError(400, 'import_rejected', 'validation.import.rejected');
          const hashes = await Promise.all(rows.map((row) => hashPassword(row.values.password)));
          try {
            created = await students.createMany(
              rows.map((row, index) => ({
                username: row.values.username,
                password_hash: hashes[index]!,
                firstname: row.values.firstname,
                lastname: row.values.lastname,
                email: row.values.email ? row.values.email : null,
                language: row.values.language ?? 'en',
                avatar: row.values.avatar ?? null,
                name_of_the_school: row.values.name_of_the_school,
                grade_id: Number(row.values.grade_id),
                rol_id: ROLE_IDS.student,
                tutor_id: tutor.id,
                account_id: tutor.account_id,
              })),
            );
          } catch (error) {
            // A username registered while the file was being checked: nothing was saved.
            const nowTaken = await students.takenUsernameKeys(
              rows.map((row) => row.values.username),
            );
            if (nowTaken.size > 0)
              throw new AppError(409, 'import_rejected', 'validation.import.rejected');
            throw error;
          }
        }
        return {
          rows: rows.map((row) => ({
            line: row.line,
            firstname: row.values.firstname,
            lastname: row.values.lastname,
            username: row.values.username,
            grade_id: Number.isInteger(Number(row.values.grade_id))
              ? Number(row.values.grade_id)
              : null,
            name_of_the_school: row.values.name_of_the_school,
            language: row.values.language === 'es' ? ('es' as const) : ('en' as const),
            errors: Object.fromEntries(
              Object.entries(row.errors).map(([field, key]) => [
                field,
                translate(request.language, key),
              ]),
            ),
          })),
          valid,
          created,
        };
      },
    });
  };
}
