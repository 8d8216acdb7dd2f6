import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import { SAMPLE } from '@aula/content/testing';
import type { ProgressReport, Quiz, StudentSummaryList } from '@aula/shared';
import type { CatalogueTestApp } from '../../../testing/catalogue-app';
import { createCatalogueTestApp } from '../../../testing/catalogue-app';
import { sampleAnswer } from '../../../testing/sample-answers';
import type { UserRow } from '../../../domain/users/users-repository';
import { advanceClockForTest } from '../../../testing/test-clock';

const [firstLesson] = SAMPLE.lessonIds as [number];
const [firstCluster] = SAMPLE.clusterIds as [number];

describe.each(testDialects())('"needs help" on %s', (dialect) => {
  let t: CatalogueTestApp;
  let student: UserRow;
  let tutorToken: string;
  let studentToken: string;
  // One app per file; each test has a family of its own.
  beforeAll(async () => {
    t = await createCatalogueTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    const tutor = await t.createUser('tutor');
    const family = { account_id: tutor.account_id, tutor_id: tutor.id };
    student = await t.createUser('student', { ...family, firstname: 'Ana' });
    // A sibling who never fails: never flagged.
    await t.createUser('student', { ...family, firstname: 'Beto' });
    tutorToken = await t.tokenFor(tutor);
    studentToken = await t.tokenFor(student);
  });

  const call = (method: 'GET' | 'POST', url: string, as: string, payload?: object, lang = 'en') =>
    t.app.inject({ method, url, payload, headers: { ...t.bearer(as), 'accept-language': lang } });

  /** The student takes the first lesson's quiz, `correct` answers right; a minute passes. */
  async function takeQuiz(correct: number) {
    await t.openLesson(studentToken, firstLesson);
    const started = await call('POST', '/quizzes', studentToken, { lesson_id: firstLesson });
    expect(started.statusCode, started.body).toBe(201);
    const quiz = started.json<Quiz>();
    let last = quiz;
    for (let position = 1; position <= quiz.total; position += 1) {
      const answered = await call('POST', `/quizzes/${quiz.id}/answers`, studentToken, {
        position,
        answer: sampleAnswer(quiz.questions[position - 1]!.item, position <= correct),
      });
      expect(answered.statusCode, answered.body).toBe(200);
      last = answered.json<Quiz>();
    }
    advanceClockForTest(t, 60_000);
    return last;
  }
  /** Fails the quiz `times` times; the last one's end. */
  const fail = async (times: number) => {
    let last: Quiz | undefined;
    for (let attempt = 0; attempt < times; attempt += 1) last = await takeQuiz(2);
    return last!;
  };

  async function flagsOnList(lang = 'en') {
    const response = await call('GET', '/students', tutorToken, undefined, lang);
    expect(response.statusCode).toBe(200);
    const rows = response.json<StudentSummaryList>().items;
    return Object.fromEntries(rows.map((row) => [row.firstname, row.needs_help]));
  }
  async function flagsOnReport(lang = 'en') {
    const response = await call(
      'GET',
      `/students/${student.id}/reports/progress`,
      tutorToken,
      undefined,
      lang,
    );
    expect(response.statusCode).toBe(200);
    return response.json<ProgressReport>().needs_help;
  }

  it('flags a lesson failed three times, in the list and the progress report', async () => {
    await fail(2);
    expect(await flagsOnList()).toEqual({ Ana: [], Beto: [] });
    expect(await flagsOnReport()).toEqual([]);

    const third = await fail(1);
    expect(third.passed).toBe(false);
    const flag = {
      lesson_id: firstLesson,
      lesson_title: `Counting lesson ${firstLesson}`,
      cluster_id: firstCluster,
      cluster_title: 'Cluster 1',
      subject_name: 'Math',
      failed_quizzes: 3,
      last_failed_at: third.finished_at,
    };
    const list = await flagsOnList();
    expect(list.Beto).toEqual([]);
    expect(list.Ana).toEqual([flag]);
    expect(await flagsOnReport()).toEqual(list.Ana);
    expect((await flagsOnReport('es'))[0]).toMatchObject({
      lesson_title: `Lección de conteo ${firstLesson}`,
      cluster_title: 'Grupo 1',
      subject_name: 'Matemáticas',
    });
  });

  it('clears the flag once the quiz is passed, and raises it on a new run of three failures', async () => {
    await fail(4);
    expect((await flagsOnReport())[0]).toMatchObject({ failed_quizzes: 4 });

    await takeQuiz(3);
    expect(await flagsOnReport()).toEqual([]);
    expect((await flagsOnList()).Ana).toEqual([]);

    // Failures before the pass no longer count: two new ones are not enough.
    await fail(2);
    expect(await flagsOnReport()).toEqual([]);
    await fail(1);
    expect(await flagsOnReport()).toMatchObject([{ lesson_id: firstLesson, failed_quizzes: 3 }]);
    expect((await flagsOnList()).Ana).toMatchObject([{ failed_quizzes: 3 }]);
  });
});
