import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import { SAMPLE } from '@aula/content/testing';
import type { ApiError, Glossary } from '@aula/shared';
import type { DictionaryTestApp } from '../../testing/dictionary-app';
import { createDictionaryTestApp } from '../../testing/dictionary-app';

describe.each(testDialects())('GET /v1/glossary on %s', (dialect) => {
  let t: DictionaryTestApp;
  let token: string;

  beforeAll(async () => {
    t = await createDictionaryTestApp(dialect);
    token = await t.tokenFor(await t.createUser('student'));
  });

  afterAll(async () => {
    await t.close();
  });

  async function glossary(query: string, language = 'en') {
    const response = await t.dictionary.inject({
      method: 'GET',
      url: `/v1/glossary${query}`,
      headers: { ...t.bearer(token), 'accept-language': language },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Glossary>().items;
  }

  it("lists a subject's terms once each, with every lesson that uses them", async () => {
    const items = await glossary(`?subject_id=${SAMPLE.subjectId}`);
    expect(items.map((item) => item.term)).toEqual(['count', 'fraction', 'sum']);
    const [count] = items;
    expect(count).toMatchObject({
      term: 'count',
      definition: 'say numbers in order',
      subject_id: SAMPLE.subjectId,
      subject_name: 'Math',
      grade_id: 1,
      level_id: 1,
    });
    expect(count!.lessons.map((lesson) => lesson.id)).toEqual(SAMPLE.lessonIds);
    // Each lesson carries its cluster, so the glossary can link to the lesson's address.
    expect(count!.lessons.map((lesson) => lesson.cluster_id)).toEqual(
      SAMPLE.lessonIds.map((id) => Math.floor(id / 100)),
    );
    expect(count!.lessons[0]!.title).toBe(`Counting lesson ${SAMPLE.lessonIds[0]}`);
  });

  it("answers in the caller's language, or the one the query names", async () => {
    const spanish = await glossary(`?subject_id=${SAMPLE.subjectId}`, 'es');
    expect(spanish.map((item) => item.term)).toEqual(['contar', 'fracción', 'suma']);
    expect(spanish[0]).toMatchObject({
      definition: 'decir números en orden',
      subject_name: 'Matemáticas',
    });
    expect(spanish[0]!.lessons[0]!.title).toBe(`Lección de conteo ${SAMPLE.lessonIds[0]}`);
    expect((await glossary('?lang=es', 'en'))[0]!.term).toBe('contar');
  });

  it('filters by text in terms and definitions, ignoring case and accents', async () => {
    expect((await glossary('?q=FRAC')).map((item) => item.term)).toEqual(['fraction']);
    expect((await glossary('?q=fraccion', 'es')).map((item) => item.term)).toEqual(['fracción']);
    // "add" is only in the definition of "sum".
    expect(
      (await glossary(`?subject_id=${SAMPLE.subjectId}&q=add`)).map((item) => item.term),
    ).toEqual(['sum']);
    expect(await glossary('?q=photosynthesis')).toEqual([]);
  });

  it('lists nothing for a subject without lessons, and every subject without a filter', async () => {
    expect(await glossary('?subject_id=999999')).toEqual([]);
    expect(await glossary('')).toHaveLength(3);
  });

  it("filters by grade: the grade's terms only", async () => {
    expect(await glossary('?grade_id=1')).toHaveLength(3);
    expect(await glossary('?grade_id=2')).toEqual([]);
  });

  it('refuses a bad subject id or a search text that is too long with a translated 400', async () => {
    for (const query of [
      '?subject_id=abc',
      '?subject_id=-1',
      '?grade_id=x',
      `?q=${'x'.repeat(101)}`,
    ]) {
      const response = await t.dictionary.inject({
        method: 'GET',
        url: `/v1/glossary${query}`,
        headers: { ...t.bearer(token), 'accept-language': 'es' },
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<ApiError>().error).toBe('validation');
    }
  });
});
