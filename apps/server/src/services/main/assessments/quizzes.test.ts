import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { testDialects } from '@aula/db/testing';
import { SAMPLE, SAMPLE_SVG } from '@aula/content/testing';
import type { ClusterList, Quiz, Subject } from '@aula/shared';
import type { CatalogueTestApp } from '../../../testing/catalogue-app';
import { createCatalogueTestApp } from '../../../testing/catalogue-app';
import { sampleAnswer } from '../../../testing/sample-answers';

const [firstLesson, secondLesson] = SAMPLE.lessonIds as [number, number];
const firstCluster = SAMPLE.clusterIds[0]!;

/** The picture a question shows, decoded from the data: URL the API gives. */
const shownPicture = (item: { image?: string }) => {
  const match = /^data:image\/svg\+xml;base64,(.+)$/.exec(item.image ?? '');
  return match ? Buffer.from(match[1]!, 'base64').toString('utf8') : item.image;
};

describe.each(testDialects())('quizzes on %s', (dialect) => {
  let t: CatalogueTestApp;
  let token: string;
  // One app per file; each test has a student of its own.
  beforeAll(async () => {
    t = await createCatalogueTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    token = await t.tokenFor(await t.createUser('student'));
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object, as = token, lang = 'en') =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { ...t.bearer(as), 'accept-language': lang },
    });
  const start = async (lessonId = firstLesson, as = token) => {
    await t.openLesson(as, lessonId);
    const response = await call('POST', '/quizzes', { lesson_id: lessonId }, as);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Quiz>();
  };
  const answer = (quiz: Quiz, position: number, correct: boolean) =>
    call('POST', `/quizzes/${quiz.id}/answers`, {
      position,
      answer: sampleAnswer(quiz.questions[position - 1]!.item, correct),
    });
  /** Answers every question, the first `correctCount` right and the rest wrong. */
  const take = async (correctCount: number, lessonId = firstLesson) => {
    const quiz = await start(lessonId);
    let last = quiz;
    for (let position = 1; position <= quiz.total; position += 1) {
      const response = await answer(quiz, position, position <= correctCount);
      expect(response.statusCode, response.body).toBe(200);
      last = response.json<Quiz>();
    }
    return last;
  };
  const firstCluster$ = async () =>
    (await call('GET', `/clusters?subject_id=${SAMPLE.subjectId}`)).json<ClusterList>().items[0]!;

  it('draws 4 different questions from the lesson pool and sends no answers', async () => {
    const quiz = await start();
    expect(quiz).toMatchObject({ lesson_id: firstLesson, total: 4, answered_count: 0 });
    const ids = quiz.questions.map((question) => question.item.id);
    expect(new Set(ids).size).toBe(4);
    expect(ids.every((id) => id.startsWith('quiz-'))).toBe(true);
    expect(quiz.questions.every((q) => q.status === 'pending' && q.review === null)).toBe(true);
    const body = JSON.stringify(quiz);
    expect(body).not.toMatch(/"correct"|rationale|explanation/);
  });

  it('draws afresh for every attempt', async () => {
    const draws = new Set<string>();
    for (let attempt = 0; attempt < 5; attempt += 1)
      draws.add((await start()).questions.map((question) => question.item.id).join());
    expect(draws.size).toBeGreaterThan(1);
  });

  it('refuses a locked lesson, an unknown one and a tutor', async () => {
    const locked = await call('POST', '/quizzes', { lesson_id: secondLesson });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ error: 'lesson_locked' });
    expect((await call('POST', '/quizzes', { lesson_id: 999 })).statusCode).toBe(404);
    const tutor = await t.tokenFor(await t.createUser('tutor'));
    expect((await call('POST', '/quizzes', { lesson_id: firstLesson }, tutor)).statusCode).toBe(
      403,
    );
  });

  it('refuses an unreadable answer with a translated message and saves nothing', async () => {
    const quiz = await start();
    const blank = await call(
      'POST',
      `/quizzes/${quiz.id}/answers`,
      { position: 1, answer: { type: 'single_choice', choice_id: 'zz' } },
      token,
      'es',
    );
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({
      error: 'answer_invalid',
      message: 'Esa opción no es parte de esta pregunta.',
    });
    expect((await call('GET', `/quizzes/${quiz.id}`)).json<Quiz>().answered_count).toBe(0);
  });

  it('reviews each answer at once, then passes with 3 right: score 4 and the next lesson opens', async () => {
    const quiz = await start();
    const first = (await answer(quiz, 1, true)).json<Quiz>();
    expect(first.questions[0]).toMatchObject({ status: 'correct', review: { outcome: 'correct' } });
    expect(first.finished_at).toBeNull();

    const done = await take(3);
    expect(done).toMatchObject({
      correct_count: 3,
      score: 4,
      passed: true,
      next_lesson: { id: secondLesson, cluster_id: firstCluster },
    });
    expect(done.questions.map((question) => question.status)).toEqual([
      'correct',
      'correct',
      'correct',
      'wrong',
    ]);
    const cluster = await firstCluster$();
    expect(cluster.lessons.slice(0, 2).map((l) => [l.is_locked, l.state_id])).toEqual([
      [2, 3],
      [1, 1],
    ]);
    expect(cluster).toMatchObject({ completed_lessons: 1, progress_percent: 27 });
  });

  it('keeps a failed lesson in progress and the next locked, and completes it on a pass', async () => {
    const failed = await take(2);
    expect(failed).toMatchObject({ score: 3, passed: false, next_lesson: null });
    let cluster = await firstCluster$();
    expect(cluster.lessons.slice(0, 2).map((l) => [l.is_locked, l.state_id])).toEqual([
      [1, 2],
      [0, 1],
    ]);
    expect(cluster).toMatchObject({ completed_lessons: 0, in_progress: 1, progress_percent: 0 });

    await take(3);
    cluster = await firstCluster$();
    expect(cluster.lessons.slice(0, 2).map((l) => [l.is_locked, l.state_id])).toEqual([
      [2, 3],
      [1, 1],
    ]);
    expect(cluster.completed_lessons).toBe(1);
  });

  it('starts a quiz only on a lesson that was opened, and says so in the language', async () => {
    for (const [lang, message] of [
      ['en', 'Open this lesson and study it before you take its quiz.'],
      ['es', 'Abre esta lección y estúdiala antes de hacer su cuestionario.'],
    ] as const) {
      const response = await call('POST', '/quizzes', { lesson_id: firstLesson }, token, lang);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'lesson_not_opened', message });
    }
    const cluster = await firstCluster$();
    expect(cluster.lessons[0]).toMatchObject({ is_locked: 1, state_id: 1 });
  });

  it('passes a child who always picks the first choice far less often than one who knows', async () => {
    // The sample items list the right choice first, as most authored items did. Shuffled per
    // attempt, the first choice is right half of the time, so 3 of 4 comes by luck in about
    // 5 of 16 quizzes: at most 18 of 30 would happen by chance about once in 10,000 runs.
    const QUIZZES = 30;
    let luckyPasses = 0;
    for (let attempt = 0; attempt < QUIZZES; attempt += 1) {
      const quiz = await start();
      let last = quiz;
      for (const question of quiz.questions) {
        if (question.item.type !== 'single_choice') throw new Error('sample items are choices');
        const response = await call('POST', `/quizzes/${quiz.id}/answers`, {
          position: question.position,
          answer: { type: 'single_choice', choice_id: question.item.choices[0]!.id },
        });
        last = response.json<Quiz>();
      }
      if (last.passed) luckyPasses += 1;
    }
    let knowingPasses = 0;
    for (let attempt = 0; attempt < QUIZZES; attempt += 1)
      if ((await take(4)).passed) knowingPasses += 1;
    expect(knowingPasses).toBe(QUIZZES);
    expect(luckyPasses).toBeLessThan(18);
  });

  it('raises the completed counts once however many attempts, and a later fail undoes nothing', async () => {
    await take(4);
    await take(3);
    await take(0);
    const cluster = await firstCluster$();
    expect(cluster).toMatchObject({ completed_lessons: 1, progress_percent: 27 });
    expect(cluster.lessons[0]).toMatchObject({ is_locked: 2, state_id: 3 });
    expect(cluster.lessons[1]).toMatchObject({ is_locked: 1 });
    // The subject counts the lesson once too, among all of its clusters' lessons.
    const subject = (await call('GET', `/subjects/${SAMPLE.subjectId}`)).json<Subject>();
    expect(subject).toMatchObject({ total_lessons: SAMPLE.lessonIds.length, completed_lessons: 1 });
  });

  it('lets exactly one of two simultaneous answers to the same question through', async () => {
    const quiz = await start();
    const responses = await Promise.all([answer(quiz, 1, true), answer(quiz, 1, false)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const saved = (await call('GET', `/quizzes/${quiz.id}`)).json<Quiz>();
    expect(saved.answered_count).toBe(1);
  });

  it('completes the lesson once when the last two answers arrive together', async () => {
    const quiz = await start();
    await answer(quiz, 1, true);
    await answer(quiz, 2, true);
    const responses = await Promise.all([answer(quiz, 3, true), answer(quiz, 4, true)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const saved = (await call('GET', `/quizzes/${quiz.id}`)).json<Quiz>();
    expect(saved).toMatchObject({ answered_count: 4, correct_count: 4, score: 5, passed: true });
    expect((await firstCluster$()).completed_lessons).toBe(1);
  });

  it('refuses a second answer to a question and any answer once finished', async () => {
    const quiz = await start();
    await answer(quiz, 1, true);
    const again = await answer(quiz, 1, true);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'already_answered' });
    for (const position of [2, 3, 4]) await answer(quiz, position, true);
    const late = await answer(quiz, 4, true);
    expect(late.json()).toMatchObject({ error: 'attempt_finished' });
  });

  it("hides another student's quiz", async () => {
    const quiz = await start();
    const other = await t.tokenFor(await t.createUser('student'));
    expect((await call('GET', `/quizzes/${quiz.id}`, undefined, other)).statusCode).toBe(404);
    const response = await call(
      'POST',
      `/quizzes/${quiz.id}/answers`,
      { position: 1, answer: sampleAnswer(quiz.questions[0]!.item, true) },
      other,
    );
    expect(response.statusCode).toBe(404);
  });

  it('shows the questions and the review in the language of the request', async () => {
    const quiz = await start();
    await answer(quiz, 1, false);
    const spanish = (await call('GET', `/quizzes/${quiz.id}`, undefined, token, 'es')).json<Quiz>();
    expect(spanish.questions[0]!.item.prompt).toMatch(/^¿Pregunta/);
    expect(spanish.questions[0]!.review).toMatchObject({ outcome: 'wrong' });
    expect(spanish.lesson_title).not.toBe(quiz.lesson_title);
  });

  it("shows each question's picture from the sealed pack, before and after answering", async () => {
    const quiz = await start();
    expect(quiz.questions.map((question) => shownPicture(question.item))).toEqual(
      Array(4).fill(SAMPLE_SVG),
    );
    const answered = (await answer(quiz, 1, true)).json<Quiz>();
    expect(shownPicture(answered.questions[0]!.item)).toBe(SAMPLE_SVG);
    expect(answered.questions[0]!.item.image_alt).toBe('An orange dot');
  });

  it('leaves out a picture the pack no longer holds, keeping the question', async () => {
    const quiz = await start();
    const db = t.context.database.db;
    const packs = await db.selectFrom('content_packs').select(['id', 'generation']).execute();
    // The pack is shared by the file's other tests: it gets its generation back afterwards.
    onTestFinished(async () => {
      for (const pack of packs)
        await db
          .updateTable('content_packs')
          .set({ generation: pack.generation })
          .where('id', '=', pack.id)
          .execute();
    });
    await db.updateTable('content_packs').set({ generation: 'gone' }).execute();
    const again = (await call('GET', `/quizzes/${quiz.id}`)).json<Quiz>();
    expect(again.questions).toHaveLength(4);
    expect(again.questions.every((question) => question.item.image === undefined)).toBe(true);
  });
});
