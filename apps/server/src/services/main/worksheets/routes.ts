import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language, worksheetParamsSchema, worksheetQuerySchema } from '@aula/shared';
import { LANGUAGES, ROLE_IDS, worksheetEndpoints } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { AppError, notFound } from '../../../platform/errors';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { noQuestions } from '../assessments/attempt-questions';
import type { UserRow } from '../../../domain/users/users-repository';
import { drawWorksheet } from './draw-worksheet';
import type { WorksheetPicture } from './worksheet-repository';
import { WorksheetRepository } from './worksheet-repository';
import { renderWorksheetPdf } from './worksheet-pdf';
import { TutorSettingsRepository } from './tutor-settings-repository';
import { studyRoute } from '../../../domain/licensing/study-lock';

const worksheetsDisabled = () =>
  new AppError(403, 'worksheets_disabled', 'errors.worksheetsDisabled');

function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** A PDF answer: the body is the file itself, never JSON. */
const pdfResponse = z.string().describe('The PDF file (application/pdf)');

/**
 * Worksheets by grade and subject (printable PDFs of fresh questions, and their answer keys),
 * and the tutor's switch that lets their students print them.
 */
export function worksheetsRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const catalogue = context.repositories.catalogue;
    const worksheets = new WorksheetRepository(context.database.db, context.questionPictures);
    const settings = new TutorSettingsRepository(context.database.db, context.now);
    const common = { ...bearerSecurity, tags: ['worksheets'] };

    // A `lang` query names the language of the sheet and of its error messages alike.
    app.addHook('onRequest', async (request) => {
      const { lang } = request.query as { lang?: unknown };
      if (isLanguage(lang)) request.language = lang;
    });

    /** The switch that concerns the user: a tutor's own, a student's tutor's (no tutor: on). */
    async function switchOf(user: UserRow): Promise<boolean> {
      if (user.rol_id !== ROLE_IDS.student) return settings.worksheetsEnabled(user.id);
      return user.tutor_id === null ? true : settings.worksheetsEnabled(user.tutor_id);
    }

    /** A tutor always prints worksheets; a student only while their tutor's switch is on. */
    async function mayPrint(user: UserRow): Promise<boolean> {
      return user.rol_id !== ROLE_IDS.student || (await switchOf(user));
    }

    app.route({
      ...endpointRoute(worksheetEndpoints.settings, {
        ...common,
        summary: "Whether worksheets are on: a tutor's own switch, or a student's tutor's",
        errors: errorResponses(401, 403),
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Worksheet')],
      handler: async (request) => ({ enabled: await switchOf(signedInUser(request).row) }),
    });

    app.route({
      ...endpointRoute(worksheetEndpoints.updateSettings, {
        ...common,
        summary: 'Let your students print worksheets, or not',
        errors: errorResponses(400, 401, 403),
      }),
      preValidation: [app.authenticate, requireAbility('manage', 'Worksheet')],
      handler: async (request) => {
        const tutor = signedInUser(request).row;
        await settings.saveWorksheetsEnabled(tutor.id, request.body.enabled);
        return { enabled: await settings.worksheetsEnabled(tutor.id) };
      },
    });

    /**
     * Draws the worksheet named by the seed and sends it as a PDF. Students draw only from the
     * topics their tutor left on, as every student screen does; a subject with none of them
     * on is not part of the student's grade (404), like an unknown subject or one of another
     * grade.
     */
    async function sendWorksheet(
      request: FastifyRequest,
      reply: FastifyReply,
      { grade_id, subject_id }: z.infer<typeof worksheetParamsSchema>,
      { seed, count }: z.infer<typeof worksheetQuerySchema>,
      kind: 'worksheet' | 'answer-key',
    ) {
      const user = signedInUser(request).row;
      if (!(await mayPrint(user))) throw worksheetsDisabled();
      const lang = request.language;
      const isStudent = user.rol_id === ROLE_IDS.student;
      const viewer = { studentId: isStudent ? user.id : null, lang };

      const subject = await catalogue.subject(subject_id, viewer);
      if (!subject || subject.grade_id !== grade_id) throw notFound();
      const clusters = subject.clusters.filter((cluster) => cluster.enabled);
      if (clusters.length === 0) throw notFound();
      const grade = (await catalogue.allGrades(lang)).find((each) => each.grade_id === grade_id);
      if (!grade) throw notFound();

      const pool = await worksheets.poolQuestions(
        clusters.map((cluster) => cluster.id),
        clusters.flatMap((cluster) => cluster.lessons.map((lesson) => lesson.id)),
      );
      const questions = drawWorksheet(pool, seed, count, lang);
      if (questions.length === 0) throw noQuestions();

      const pictures = new Map<number, WorksheetPicture>();
      if (kind === 'worksheet') {
        for (const question of questions) {
          if (!question.item.image) continue;
          const picture = await worksheets.picture(question.item.image);
          if (picture) pictures.set(question.number, picture);
        }
      }
      const pdf = await renderWorksheetPdf({
        kind,
        lang,
        seed,
        gradeName: grade.name,
        subjectName: subject.name,
        studentName: isStudent ? `${user.firstname} ${user.lastname}`.trim() : null,
        questions,
        pictures,
      });
      const name = `aula-worksheet-${grade.path}-${subject.path}${kind === 'answer-key' ? '-answer-key' : ''}.pdf`;
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${name.replace(/[^\w.-]/g, '-')}"`)
          // A student's sheet carries their name: not for shared caches.
          .header('cache-control', 'private, no-store')
          .send(pdf)
      );
    }

    /** A PDF answer: its 200 is documented with the file's type. */
    const producesPdf = <R extends { schema: object }>(route: R) => ({
      ...route,
      schema: { ...route.schema, produces: ['application/pdf'] },
    });

    app.route({
      ...producesPdf(
        endpointRoute(worksheetEndpoints.worksheet, {
          ...common,
          summary:
            'A printable worksheet (PDF): `count` questions of the subject drawn by `seed`, ' +
            'with the name line and numbered questions',
          errors: { 200: pdfResponse, ...errorResponses(400, 401, 403, 404, 422) },
        }),
      ),
      config: studyRoute,
      preValidation: [app.authenticate, requireAbility('read', 'Worksheet')],
      handler: (request, reply) =>
        sendWorksheet(request, reply, request.params, request.query, 'worksheet'),
    });

    app.route({
      ...producesPdf(
        endpointRoute(worksheetEndpoints.answerKey, {
          ...common,
          summary:
            'The answer key (PDF) of the worksheet with the same seed and count: tutors only',
          errors: { 200: pdfResponse, ...errorResponses(400, 401, 403, 404, 422) },
        }),
      ),
      preValidation: [app.authenticate, requireAbility('manage', 'Worksheet')],
      handler: (request, reply) =>
        sendWorksheet(request, reply, request.params, request.query, 'answer-key'),
    });
  };
}
