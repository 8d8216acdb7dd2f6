import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { worksheetParamsSchema, worksheetQuerySchema } from '@aula/shared';
import { ROLE_IDS } from '@aula/shared';
import { signedInUser } from '../../../platform/auth';
import { AppError, notFound } from '../../../platform/errors';
import { noQuestions } from '../assessments/attempt-questions';
import { drawWorksheet } from './draw-worksheet';
import type { WorksheetPicture } from './worksheet-repository';
import { renderWorksheetPdf } from './worksheet-pdf';
import type { WorksheetRouteDeps } from './worksheet-route-deps';
import { mayPrintWorksheets } from './worksheet-switch';

const worksheetsDisabled = () =>
  new AppError(403, 'worksheets_disabled', 'errors.worksheetsDisabled');

/** A PDF answer: the body is the file itself, never JSON. */
export const pdfResponse = z.string().describe('The PDF file (application/pdf)');

/** A PDF answer: its 200 is documented with the file's type. */
export const producesPdf = <R extends { schema: object }>(route: R) => ({
  ...route,
  schema: { ...route.schema, produces: ['application/pdf'] },
});

/**
 * Draws the worksheet named by the seed and sends it as a PDF. Students draw only from the
 * topics their tutor left on, as every student screen does; a subject with none of them
 * on is not part of the student's grade (404), like an unknown subject or one of another
 * grade.
 */
export async function sendWorksheet(
  { context, worksheets, settings }: WorksheetRouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  { grade_id, subject_id }: z.infer<typeof worksheetParamsSchema>,
  { seed, count }: z.infer<typeof worksheetQuerySchema>,
  kind: 'worksheet' | 'answer-key',
) {
  const catalogue = context.repositories.catalogue;
  const user = signedInUser(request).row;
  if (!(await mayPrintWorksheets(settings, user))) throw worksheetsDisabled();
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
