import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import { SAMPLE } from '@aula/content/testing';
import type { CatalogueTestApp } from '../../../testing/catalogue-app';
import { createCatalogueTestApp } from '../../../testing/catalogue-app';
import type { PdfText } from '../../../testing/pdf-text';
import { readPdfText } from '../../../testing/pdf-text';
import { WORKSHEET_ITEMS, WORKSHEET_PROMPTS } from '../../../testing/worksheet-items';
import type { UserRow } from '../../../domain/users/users-repository';

const [firstCluster, secondCluster] = SAMPLE.clusterIds as [number, number];
const SHEET = `/worksheets/1/${SAMPLE.subjectId}`;
const KEY = `${SHEET}/answer-key`;

/** Every prompt the sample pack's pools and WORKSHEET_ITEMS can print, in English. */
const POOL_PROMPTS = [/^Question (quiz|test)-\d+\?$/, ...WORKSHEET_PROMPTS];
const fromPools = (prompt: string) => POOL_PROMPTS.some((pattern) => pattern.test(prompt));

/**
 * The numbered questions of a sheet or key, as `[number, prompt]`: the numbers stand at the
 * left margin (numbered lines further in, such as the rows of a matching question, are not
 * question numbers).
 */
function numberedQuestions(pdf: PdfText): [number, string][] {
  return pdf.rows.flatMap((row) => {
    const match = row.x < 60 ? /^(\d+)\. (.+)$/.exec(row.text) : null;
    return match ? [[Number(match[1]), match[2]!] as [number, string]] : [];
  });
}

/** The lines printed under question `number`, up to the next question. */
function linesOf(pdf: PdfText, number: number): string[] {
  const numbered = pdf.rows.map((row) => row.x < 60 && /^\d+\. /.test(row.text));
  const start = pdf.rows.findIndex(
    (row, index) => numbered[index] && row.text.startsWith(`${number}. `),
  );
  const end = numbered.findIndex((isNumber, index) => index > start && isNumber);
  return pdf.lines.slice(start, end === -1 ? undefined : end);
}

/** The letter the sheet printed before choice `text` of question `number` ("B" for "B. Madrid"). */
function printedLetter(pdf: PdfText, number: number, text: string): string {
  const match = new RegExp(`([A-Z])\\. ${text}(?![\\w])`).exec(linesOf(pdf, number).join('\n'));
  if (!match) throw new Error(`question ${number} printed no choice "${text}"`);
  return match[1]!;
}

describe.each(testDialects())('worksheets on %s', (dialect) => {
  let t: CatalogueTestApp;
  let tutor: UserRow;
  let student: UserRow;
  let sibling: UserRow;
  let otherStudent: UserRow;
  const tokens: Record<'tutor' | 'student' | 'sibling' | 'otherStudent' | 'installer', string> =
    {} as never;

  beforeAll(async () => {
    t = await createCatalogueTestApp(dialect);
    // One item of every type in the first topic's test pool, beside the sample's own items.
    await t.context.database.db
      .insertInto('questions')
      .values(
        WORKSHEET_ITEMS.map((item, index) => ({
          pack_id: SAMPLE.packId,
          lesson_id: null,
          cluster_id: firstCluster,
          item_id: item.id,
          type: item.type,
          item: JSON.stringify(item),
          position: 100 + index,
        })),
      )
      .execute();
    tutor = await t.createUser('tutor');
    const family = { account_id: tutor.account_id, tutor_id: tutor.id };
    student = await t.createUser('student', { ...family, firstname: 'Zoë', lastname: 'Núñez' });
    sibling = await t.createUser('student', family);
    const otherTutor = await t.createUser('tutor');
    otherStudent = await t.createUser('student', {
      account_id: otherTutor.account_id,
      tutor_id: otherTutor.id,
    });
    const installer = await t.createUser('installer');
    Object.assign(tokens, {
      tutor: await t.tokenFor(tutor),
      student: await t.tokenFor(student),
      sibling: await t.tokenFor(sibling),
      otherStudent: await t.tokenFor(otherStudent),
      installer: await t.tokenFor(installer),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, token: string, lang = 'en') =>
    t.app.inject({ method: 'GET', url, headers: { ...t.bearer(token), 'accept-language': lang } });
  const putSetting = (payload: object, token = tokens.tutor, lang = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: '/users/me/worksheet_settings',
      payload,
      headers: { ...t.bearer(token), 'accept-language': lang },
    });

  async function pdfOf(url: string, token: string, lang = 'en'): Promise<PdfText> {
    const response = await get(url, token, lang);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return readPdfText(response.rawPayload);
  }

  it('gives a student a PDF of 10 numbered questions from the subject’s pools, their name on it', async () => {
    const response = await get(`${SHEET}?seed=42`, tokens.student);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="aula-worksheet-grade-1-math.pdf"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');

    const pdf = await readPdfText(response.rawPayload);
    expect(pdf.lines).toContain('Aula worksheet');
    expect(pdf.lines).toContain('Grade 1 · Math');
    expect(pdf.lines).toContain('Name: Zoë Núñez Date:');
    expect(pdf.text).toContain('Worksheet #42');
    expect(pdf.text).toMatch(/Page 1 of \d/);

    const questions = numberedQuestions(pdf);
    expect(questions.map(([number]) => number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const [, prompt] of questions) expect(fromPools(prompt), prompt).toBe(true);
    // Never the same question twice on one sheet.
    expect(new Set(questions.map(([, prompt]) => prompt)).size).toBe(10);
  });

  it('prints the same questions for the same seed and draws others for another seed', async () => {
    const first = numberedQuestions(await pdfOf(`${SHEET}?seed=7&count=20`, tokens.student));
    const again = numberedQuestions(await pdfOf(`${SHEET}?seed=7&count=20`, tokens.student));
    const other = numberedQuestions(await pdfOf(`${SHEET}?seed=8&count=20`, tokens.student));
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);

    // A template gets fresh numbers from each worksheet's seed, the same ones for the same seed.
    // Two different sums prove it: the sheets after that could only add more.
    const sums = new Set<string>();
    for (let seed = 1; seed <= 12 && sums.size < 2; seed += 1) {
      const prompts = numberedQuestions(
        await pdfOf(`${SHEET}?seed=${seed}&count=20`, tokens.tutor),
      ).map(([, prompt]) => prompt);
      for (const prompt of prompts) if (/^What is/.test(prompt)) sums.add(prompt);
    }
    expect(sums.size).toBeGreaterThan(1);
  });

  it('prints from 5 to 20 questions as asked', async () => {
    for (const count of [5, 13, 20]) {
      const pdf = await pdfOf(`${SHEET}?seed=3&count=${count}`, tokens.student);
      expect(numberedQuestions(pdf)).toHaveLength(count);
    }
  });

  it('gives the tutor the answer key of the same worksheet', async () => {
    // A seed whose sheet has the addition template and the capital question on it.
    let seed = 0;
    let sheet: PdfText | undefined;
    for (seed = 1; seed < 100; seed += 1) {
      sheet = await pdfOf(`${SHEET}?seed=${seed}&count=20`, tokens.tutor);
      const prompts = numberedQuestions(sheet).map(([, prompt]) => prompt);
      if (
        prompts.some((p) => p.startsWith('What is')) &&
        prompts.includes('Which city is the capital of Spain?')
      )
        break;
    }
    expect(seed).toBeLessThan(100);
    // The tutor's own sheet leaves the name line blank for the child.
    expect(sheet!.lines).toContain('Name: Date:');

    const response = await get(`${KEY}?seed=${seed}&count=20`, tokens.tutor);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="aula-worksheet-grade-1-math-answer-key.pdf"',
    );
    const key = await readPdfText(response.rawPayload);
    expect(key.lines).toContain('Aula worksheet: answer key');
    expect(key.text).toContain(`Worksheet #${seed}`);
    expect(numberedQuestions(key)).toEqual(numberedQuestions(sheet!));

    for (const [number, prompt] of numberedQuestions(key)) {
      const lines = linesOf(key, number);
      const sum = /^What is (\d+) \+ (\d+)\?$/.exec(prompt);
      if (sum) expect(lines).toContain(`Answer: ${Number(sum[1]) + Number(sum[2])} apples`);
      // Choices are printed in the sheet's own order; the key names them by the same letters.
      const letter = (text: string) => printedLetter(sheet!, number, text);
      if (prompt === 'Which city is the capital of Spain?') {
        expect(lines).toContain(`Answer: ${letter('Madrid')}. Madrid`);
        expect(lines).toContain('Why: Madrid has been the capital since 1561.');
      }
      if (prompt === 'Which numbers are even?')
        expect(lines).toContain(
          `Answer: ${[`${letter('2')}. 2`, `${letter('4')}. 4`].sort().join('; ')}`,
        );
      if (prompt === 'Write the opposite of hot.') {
        expect(lines).toContain('Answer: cold');
        expect(lines).toContain('Also right: chilly');
      }
      if (prompt === 'Complete the sentence about the cat.')
        expect(lines).toContain('Answer: (a) meow');
      if (prompt === 'Put the planets from the Sun outwards.')
        expect(lines).toContain('In order: 1. Mercury, 2. Venus, 3. Earth');
      if (prompt === 'Match each word with its opposite.')
        expect(lines.join('\n')).toMatch(/1: [ABC] \(up – down\)/);
      if (/^Question (quiz|test)-\d+\?$/.test(prompt))
        expect(lines).toContain(`Answer: ${letter('Right')}. Right`);
    }
  });

  it('speaks Spanish when asked with lang or Accept-Language', async () => {
    for (const [url, lang] of [
      [`${SHEET}?seed=42&lang=es`, 'en'],
      [`${SHEET}?seed=42`, 'es'],
    ] as const) {
      const pdf = await pdfOf(url, tokens.student, lang);
      expect(pdf.lines).toContain('Hoja de trabajo de Aula');
      expect(pdf.lines).toContain('Primer grado · Matemáticas');
      expect(pdf.lines).toContain('Nombre: Zoë Núñez Fecha:');
      expect(pdf.text).toContain('Hoja de trabajo #42');
      expect(pdf.text).toMatch(/Página 1 de \d/);
      const prompts = numberedQuestions(pdf).map(([, prompt]) => prompt);
      expect(prompts).toHaveLength(10);
      expect(prompts.some((prompt) => /^¿(Pregunta|Qué|Cuánto)/.test(prompt))).toBe(true);
    }
    const key = await pdfOf(`${KEY}?seed=42&lang=es`, tokens.tutor);
    expect(key.lines).toContain('Hoja de trabajo de Aula: respuestas');
    expect(key.text).toMatch(/Respuesta: A\. (Bien|Madrid)/);
  });

  it('refuses students when their tutor turned worksheets off, and tells them why', async () => {
    expect((await get('/users/me/worksheet_settings', tokens.student)).json()).toEqual({
      enabled: true,
    });
    const off = await putSetting({ enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ enabled: false });
    try {
      expect((await get('/users/me/worksheet_settings', tokens.tutor)).json()).toEqual({
        enabled: false,
      });
      expect((await get('/users/me/worksheet_settings', tokens.student)).json()).toEqual({
        enabled: false,
      });
      const refused = await get(`${SHEET}?seed=1`, tokens.student);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: 'worksheets_disabled',
        message: 'Your tutor has turned worksheets off.',
      });
      const spanish = await get(`${SHEET}?seed=1`, tokens.sibling, 'es');
      expect(spanish.json()).toEqual({
        error: 'worksheets_disabled',
        message: 'Tu tutor desactivó las hojas de trabajo.',
      });
      // The tutor still prints, and another family's student is not concerned.
      expect((await get(`${SHEET}?seed=1`, tokens.tutor)).statusCode).toBe(200);
      expect((await get(`${KEY}?seed=1`, tokens.tutor)).statusCode).toBe(200);
      expect((await get(`${SHEET}?seed=1`, tokens.otherStudent)).statusCode).toBe(200);
    } finally {
      expect((await putSetting({ enabled: true })).json()).toEqual({ enabled: true });
    }
    expect((await get(`${SHEET}?seed=1`, tokens.student)).statusCode).toBe(200);
  });

  it('keeps the switch per tutor, tutors only, and explains a bad one', async () => {
    expect((await get('/users/me/worksheet_settings', tokens.tutor)).json()).toEqual({
      enabled: true,
    });
    const bad = await putSetting({ enabled: 'yes' }, tokens.tutor, 'es');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'validation',
      fields: { enabled: 'Indica si las hojas de trabajo están activadas o desactivadas' },
    });
    expect((await putSetting({ enabled: false }, tokens.student)).statusCode).toBe(403);
    expect((await get('/users/me/worksheet_settings', tokens.installer)).statusCode).toBe(403);
    expect((await get(`${SHEET}?seed=1`, tokens.installer)).statusCode).toBe(403);
    // The answer key is the tutor's: a student never gets it.
    expect((await get(`${KEY}?seed=1`, tokens.student)).statusCode).toBe(403);
  });

  it('answers odd parameters with a translated 400, never a 500', async () => {
    const cases: [string, string][] = [
      [SHEET, 'seed'],
      [`${SHEET}?seed=`, 'seed'],
      [`${SHEET}?seed=-1`, 'seed'],
      [`${SHEET}?seed=1.5`, 'seed'],
      [`${SHEET}?seed=1e3`, 'seed'],
      [`${SHEET}?seed=abc`, 'seed'],
      [`${SHEET}?seed=2147483648`, 'seed'],
      [`${SHEET}?seed=99999999999999999999`, 'seed'],
      [`${SHEET}?seed=1&count=4`, 'count'],
      [`${SHEET}?seed=1&count=21`, 'count'],
      [`${SHEET}?seed=1&count=ten`, 'count'],
      [`${SHEET}?seed=1&lang=fr`, 'lang'],
      [`/worksheets/0/${SAMPLE.subjectId}?seed=1`, 'grade_id'],
      [`/worksheets/one/${SAMPLE.subjectId}?seed=1`, 'grade_id'],
      [`/worksheets/1/x?seed=1`, 'subject_id'],
      [`${KEY}?seed=1&count=100`, 'count'],
    ];
    for (const [url, field] of cases) {
      const token = url.includes('answer-key') ? tokens.tutor : tokens.student;
      const response = await get(url, token);
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json<{ fields: object }>().fields), url).toContain(field);
    }
    const spanish = await get(`${SHEET}?seed=1&count=50`, tokens.student, 'es');
    expect(spanish.json()).toMatchObject({ fields: { count: 'Elige de 5 a 20 preguntas' } });
    const english = await get(`${SHEET}?seed=x`, tokens.student);
    expect(english.json()).toMatchObject({
      fields: { seed: 'The worksheet number is a whole number from 0 to 2147483647' },
    });
    // The edges are fine.
    expect((await get(`${SHEET}?seed=0&count=5`, tokens.student)).statusCode).toBe(200);
    expect((await get(`${SHEET}?seed=2147483647&count=20`, tokens.student)).statusCode).toBe(200);
  });

  it('answers 404 for a subject that is not in the grade or that the student may not open', async () => {
    expect((await get(`/worksheets/1/999?seed=1`, tokens.student)).statusCode).toBe(404);
    expect((await get(`/worksheets/2/${SAMPLE.subjectId}?seed=1`, tokens.student)).statusCode).toBe(
      404,
    );
    expect(
      (await get(`/worksheets/2/${SAMPLE.subjectId}/answer-key?seed=1`, tokens.tutor)).statusCode,
    ).toBe(404);

    const db = t.context.database.db;
    const turnOff = (clusterId: number) =>
      db
        .insertInto('student_cluster_access')
        .values({
          student_id: student.id,
          cluster_id: clusterId,
          subject_id: SAMPLE.subjectId,
          enabled: 0,
          updated_at: new Date().toISOString(),
        })
        .execute();
    try {
      // With the first topic off, nothing of its pools is printed for this student.
      await turnOff(firstCluster);
      for (const seed of [1, 2, 3, 4]) {
        const prompts = numberedQuestions(
          await pdfOf(`${SHEET}?seed=${seed}&count=20`, tokens.student),
        ).map(([, prompt]) => prompt);
        expect(prompts).toHaveLength(20);
        for (const prompt of prompts)
          expect(
            WORKSHEET_PROMPTS.some((pattern) => pattern.test(prompt)),
            prompt,
          ).toBe(false);
      }
      // With every topic off, the subject is not part of the student's grade.
      await turnOff(secondCluster);
      const none = await get(`${SHEET}?seed=1`, tokens.student);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({ error: 'not_found' });
      // Their sibling is not concerned.
      expect((await get(`${SHEET}?seed=1`, tokens.sibling)).statusCode).toBe(200);
    } finally {
      await db.deleteFrom('student_cluster_access').execute();
    }
  });
});
