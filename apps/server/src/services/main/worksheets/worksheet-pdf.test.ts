import { extname } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PackContents } from '@aula/content';
import { MEDIA_TYPES } from '@aula/content';
import { readBundledSubject } from '@aula/content/testing';
import type { QuestionItem } from '@aula/shared';
import { readPdfText } from '../../../testing/pdf-text';
import { WORKSHEET_ITEMS } from '../../../testing/worksheet-items';
import { drawWorksheet } from './draw-worksheet';
import type { WorksheetDocument } from './worksheet-pdf';
import { printable, renderWorksheetPdf } from './worksheet-pdf';
import type { PoolQuestion, WorksheetPicture } from './worksheet-repository';

const poolOf = (items: QuestionItem[]): PoolQuestion[] =>
  items.map((item, index) => ({
    pool: 'cluster:1',
    pack_id: 'sample-pack',
    item_id: item.id,
    item: JSON.stringify(item),
    position: index,
  }));

const PNG = {
  image: `data:image/png;base64,${'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='}`,
};
const SVG = {
  svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10"><circle cx="5" cy="5" r="4" fill="orange"/></svg>',
};

function document(overrides: Partial<WorksheetDocument>): WorksheetDocument {
  return {
    kind: 'worksheet',
    lang: 'en',
    seed: 5,
    gradeName: 'Grade 1',
    subjectName: 'Math',
    studentName: null,
    questions: drawWorksheet(poolOf(WORKSHEET_ITEMS), 5, 20, 'en'),
    pictures: new Map(),
    ...overrides,
  };
}

describe('worksheet PDF', () => {
  it('draws the pictures it can and describes the others', async () => {
    const pictured = WORKSHEET_ITEMS.slice(0, 3).map((item, index) => ({
      ...item,
      image: `picture-${index}.svg`,
      image_alt: { en: `Described picture ${index}`, es: `Imagen descrita ${index}` },
    }));
    const questions = drawWorksheet(poolOf(pictured), 5, 20, 'en');
    const pictures = new Map<number, WorksheetPicture>([
      [1, SVG],
      [2, PNG],
      [3, { svg: '<svg><not-closed' }],
    ]);
    const pdf = await renderWorksheetPdf(document({ questions, pictures }));
    const text = (await readPdfText(pdf)).text;
    // PNG pictures are embedded as images; the SVG is drawn as shapes.
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    expect(text).not.toMatch(/Described picture [0-1]/);
    // The picture pdfmake cannot draw is described, and the rest of the sheet is there.
    expect(text).toContain('Picture: Described picture 2');
    expect(text).toMatch(/^3\. /m);
  });

  it('runs onto more pages with their numbers when the questions need them', async () => {
    const many = Array.from({ length: 20 }, (_, index) => ({
      ...WORKSHEET_ITEMS[6]!,
      id: `match-${index}`,
      prompt: { en: `Matching question ${index}?`, es: `¿Pregunta de unir ${index}?` },
    }));
    const pdf = await readPdfText(
      await renderWorksheetPdf(
        document({ questions: drawWorksheet(poolOf(many), 1, 20, 'es'), lang: 'es' }),
      ),
    );
    expect(pdf.pageCount).toBeGreaterThan(1);
    expect(pdf.lines).toContain(`Hoja de trabajo #5 Página ${pdf.pageCount} de ${pdf.pageCount}`);
  });

  it('prints signs outside the standard fonts the way they are written by hand', () => {
    expect(printable('8 − 3 = □')).toBe('8 - 3 = ___');
    expect(printable('x ≤ 5, y ≥ 2, ⅔ ≈ 0.67')).toBe('x <= 5, y >= 2, 2/3 ~ 0.67');
    expect(printable('Δv, H₂O → ★')).toBe('delta v, H2O -> ?');
    expect(printable('¿Cuántos años? ¡Olé! ñ ü “quotes” – 5 × 3 ÷ 2')).toBe(
      '¿Cuántos años? ¡Olé! ñ ü “quotes” – 5 × 3 ÷ 2',
    );
  });
});

/**
 * The quiz and test pools of one subject of the bundled curriculum, in the order the route
 * draws from (pool, then position), with the pictures the route would print.
 */
function bundledSubject(contents: PackContents, subjectId: number) {
  const clusterIds = contents.catalogue.clusters
    .filter((cluster) => cluster.subject_id === subjectId)
    .map((cluster) => cluster.id);
  const lessonIds = contents.catalogue.lessons
    .filter((lesson) => clusterIds.includes(lesson.cluster_id))
    .map((lesson) => lesson.id);
  const poolOfIds = (kind: 'lesson' | 'cluster', ids: number[]) =>
    ids.flatMap((id) =>
      (contents.questions[kind === 'lesson' ? 'lessons' : 'clusters'][id] ?? []).map(
        (item, index): PoolQuestion => ({
          pool: `${kind}:${id}`,
          pack_id: contents.id,
          item_id: item.id,
          item: JSON.stringify(item),
          position: index + 1,
        }),
      ),
    );
  const pool = [...poolOfIds('cluster', clusterIds), ...poolOfIds('lesson', lessonIds)].sort(
    (a, b) =>
      a.pool.localeCompare(b.pool) || a.position - b.position || a.item_id.localeCompare(b.item_id),
  );
  const pictureOf = (path: string): WorksheetPicture | undefined => {
    const data = contents.files.get(path);
    const type = MEDIA_TYPES[extname(path).toLowerCase()];
    if (!data || !type) return undefined;
    return type === 'image/svg+xml'
      ? { svg: data.toString('utf8') }
      : { image: `data:${type};base64,${data.toString('base64')}` };
  };
  return { pool, pictureOf };
}

describe('worksheet PDF pages', () => {
  let contents: PackContents;
  beforeAll(() => {
    const read = readBundledSubject('grade-2', 'math');
    expect(read.issues).toEqual([]);
    contents = read.contents!;
  });

  // Sheet 42 of 8 Grade 2 Math questions printed a second page with nothing but its footer.
  it(
    'never prints a page that holds nothing but its footer, on a sheet or its key',
    { timeout: 120_000 },
    async () => {
      const GRADE_2_MATH = 201;
      const { pool, pictureOf } = bundledSubject(contents, GRADE_2_MATH);
      const footerOnly: string[] = [];
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 42])
        for (const count of [5, 8, 10, 12, 15, 20])
          for (const kind of ['worksheet', 'answer-key'] as const) {
            const questions = drawWorksheet(pool, seed, count, 'en');
            const pictures = new Map<number, WorksheetPicture>();
            for (const question of questions) {
              const picture = question.item.image ? pictureOf(question.item.image) : undefined;
              if (kind === 'worksheet' && picture) pictures.set(question.number, picture);
            }
            const pdf = await readPdfText(
              await renderWorksheetPdf(
                document({ kind, seed, gradeName: 'Grade 2', questions, pictures }),
              ),
            );
            for (let page = 1; page <= pdf.pageCount; page += 1) {
              const printed = pdf.rows.filter((row) => row.page === page).map((row) => row.text);
              if (
                printed.every(
                  (text) => text === `Worksheet #${seed} Page ${page} of ${pdf.pageCount}`,
                )
              )
                footerOnly.push(`${kind} ${seed}/${count}: page ${page} of ${pdf.pageCount}`);
            }
          }
      expect(footerOnly).toEqual([]);
    },
  );
});
