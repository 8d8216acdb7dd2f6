import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import { SAMPLE } from '@aula/content/testing';
import type { LessonSearchResult } from '@aula/shared';
import type { CatalogueTestApp } from '../../../testing/catalogue-app';
import { createCatalogueTestApp } from '../../../testing/catalogue-app';
import { sampleLessonState } from '../../../testing/sample-pack';
import { snippetAround } from './snippet';

describe.each(testDialects())('lesson search on %s', (dialect) => {
  let t: CatalogueTestApp;
  let studentId: number;
  let student: string;
  beforeAll(async () => {
    t = await createCatalogueTestApp(dialect);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    const user = await t.createUser('student');
    studentId = user.id;
    student = await t.tokenFor(user);
  });

  const search = async (q: string, language = 'en', token = student) =>
    t.app.inject({
      method: 'GET',
      url: `/lesson-search?q=${encodeURIComponent(q)}`,
      headers: { ...t.bearer(token), 'accept-language': language },
    });

  it('finds lesson text by word prefix, only among lessons the student may open', async () => {
    const result = (await search('purple eleph')).json<LessonSearchResult>();
    // Six lessons say it; a new student may open only the first one.
    expect(result.items).toEqual([
      {
        lesson_id: SAMPLE.lessonIds[0],
        title: `Counting lesson ${SAMPLE.lessonIds[0]}`,
        snippet: expect.stringContaining('Purple elephants count to seven'),
        cluster_id: SAMPLE.clusterIds[0],
        cluster_title: 'Cluster 1',
        subject_id: SAMPLE.subjectId,
        subject_name: 'Math',
        grade_id: 1,
        grade_name: 'Grade 1',
        level_id: 1,
      },
    ]);

    await t.context.database.db
      .insertInto('student_lesson_states')
      .values(sampleLessonState(studentId, 1, { is_locked: 1, state_id: 1 }))
      .execute();
    const more = (await search('purple')).json<LessonSearchResult>();
    expect(more.items.map((item) => item.lesson_id).sort()).toEqual([
      SAMPLE.lessonIds[0],
      SAMPLE.lessonIds[1],
    ]);
  });

  it("searches the user's language without minding accents, titles and glossary included", async () => {
    const byText = (await search('fraccion', 'es')).json<LessonSearchResult>();
    expect(byText.items.map((item) => item.title)).toEqual([
      `Lección de conteo ${SAMPLE.lessonIds[0]}`,
    ]);
    const byGlossary = (await search('PARTE de un TODO', 'es')).json<LessonSearchResult>();
    expect(byGlossary.total).toBe(1);
    expect((await search('leccion conteo', 'es')).json<LessonSearchResult>().total).toBe(1);
    // English text is not searched in Spanish.
    expect((await search('elephants', 'es')).json<LessonSearchResult>().total).toBe(0);
  });

  it('answers nothing found with an empty list and a too-short query with a translated 400', async () => {
    expect((await search('zebra')).json()).toEqual({ items: [], total: 0 });
    const short = await search('a', 'es');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.q).toBe('Escribe al menos 2 letras para buscar');
    // FTS syntax typed by a user is just text.
    expect((await search('"purple" OR NEAR(*)')).statusCode).toBe(200);
  });

  it('is for students', async () => {
    const tutor = await t.tokenFor(await t.createUser('tutor'));
    expect((await search('purple', 'en', tutor)).statusCode).toBe(403);
  });
});

describe('search snippets', () => {
  it('cut around the first word found, at word boundaries', () => {
    const text = `${'word '.repeat(60)}the fracción appears here ${'tail '.repeat(60)}`;
    const snippet = snippetAround(text, ['fraccion']);
    expect(snippet).toMatch(/^… (word )+the fracción appears here (tail )+…$/);
    expect(snippet.length).toBeLessThan(260);
  });
});
