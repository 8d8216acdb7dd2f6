import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Language, StudentImportReport } from '@aula/shared';
import { ROLE_IDS, STUDENT_IMPORT_MAX_BYTES, usernameKey, studentEndpoints } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { AppError, forbidden } from '../../../platform/errors';
import { translate } from '../../../platform/i18n';
import { hashPassword } from '../../../platform/passwords';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import type { ParsedStudentRow } from './student-csv';
import { parseStudentCsv } from './student-csv';
import type { StudentsRepository } from './students-repository';

const importRejected = (status: 400 | 409) =>
  new AppError(status, 'import_rejected', 'validation.import.rejected');

/** The file's rows, each with its own mistakes and with a username someone already has. */
async function checkedRows(students: StudentsRepository, csv: string) {
  const rows = parseStudentCsv(csv);
  const taken = await students.takenUsernameKeys(rows.map((row) => row.values.username));
  for (const row of rows) {
    if (!row.errors.username && taken.has(usernameKey(row.values.username)))
      row.errors.username = 'validation.username.taken';
  }
  return rows;
}

/** Creates every row's student under their tutor, all or nothing; answers how many. */
async function createStudents(
  students: StudentsRepository,
  owner: { tutorId: number; accountId: number },
  rows: ParsedStudentRow[],
): Promise<number> {
  const hashes = await Promise.all(rows.map((row) => hashPassword(row.values.password)));
  try {
    return await students.createMany(
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
        tutor_id: owner.tutorId,
        account_id: owner.accountId,
      })),
    );
  } catch (error) {
    // A username registered while the file was being checked: nothing was saved.
    const nowTaken = await students.takenUsernameKeys(rows.map((row) => row.values.username));
    if (nowTaken.size > 0) throw importRejected(409);
    throw error;
  }
}

/** Each row as the tutor sees it in the check, its mistakes in their language. */
function reportedRows(rows: ParsedStudentRow[], lang: Language): StudentImportReport['rows'] {
  return rows.map((row) => ({
    line: row.line,
    firstname: row.values.firstname,
    lastname: row.values.lastname,
    username: row.values.username,
    grade_id: Number.isInteger(Number(row.values.grade_id)) ? Number(row.values.grade_id) : null,
    name_of_the_school: row.values.name_of_the_school,
    language: row.values.language === 'es' ? ('es' as const) : ('en' as const),
    errors: Object.fromEntries(
      Object.entries(row.errors).map(([field, key]) => [field, translate(lang, key)]),
    ),
  }));
}

export interface StudentImportRoutesDeps {
  students: StudentsRepository;
}

/** `/students/import`: check, or import, a CSV file of students: all or nothing. */
export function studentImportRoutes({ students }: StudentImportRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(studentEndpoints.import, {
        ...bearerSecurity,
        tags: ['students'],
        summary:
          'Check (commit false) or import (commit true) students from a CSV file: all or nothing',
        errors: errorResponses(400, 401, 403, 409),
      }),
      preValidation: [app.authenticate, requireAbility('create', 'Student')],
      // The file travels inside the JSON body: allow it, and the JSON around it.
      bodyLimit: STUDENT_IMPORT_MAX_BYTES * 2 + 4096,
      handler: async (request) => {
        const tutor = signedInUser(request).row;
        if (tutor.rol_id !== ROLE_IDS.tutor || tutor.account_id === null) throw forbidden();
        const owner = { tutorId: tutor.id, accountId: tutor.account_id };
        const rows = await checkedRows(students, request.body.csv);
        const valid = rows.every((row) => Object.keys(row.errors).length === 0);
        let created = 0;
        if (request.body.commit) {
          if (!valid) throw importRejected(400);
          created = await createStudents(students, owner, rows);
        }
        return { rows: reportedRows(rows, request.language), valid, created };
      },
    });
  };
}
