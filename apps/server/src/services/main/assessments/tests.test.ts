import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import { SAMPLE, SAMPLE_SVG } from '@aula/content/testing';
import type { ClusterList, Test, TestList, TestSettings } from '@aula/shared';
import { TEST_ANSWER_GRACE_MS } from '@aula/shared';
import type { UserRow } from '../../../domain/users/users-repository';
import type { CatalogueTestApp } from '../../../testing/catalogue-app';
import { createCatalogueTestApp } from '../../../testing/catalogue-app';
import { sampleAnswer } from '../../../testing/sample-answers';
import { advanceClockForTest } from '../../../testing/test-clock';

const [firstCluster, secondCluster] = SAMPLE.clusterIds as [number, number];

/** The picture a question shows, decoded from the data: URL the API gives. */
const shownPicture = (item: { image?: string }) => {
  const match = /^data:image\/svg\+xml;base64,(.+)$/.exec(item.image ?? '');
  return match ? Buffer.from(match[1]!, 'base64').toString('utf8') : item.image;
};

describe.each(testDialects())('tests on %s', (dialect) => {
  let t: CatalogueTestApp;
  let tutor: UserRow;
  let student: UserRow;
  let token: string;
  let tutorToken: string;
  // One app per file; each test has a family of its own.
  beforeAll(async () => {
    t = await createCatalogueTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    tutor = await t.createUser('tutor');
    student = await t.createUser('student', { account_id: tutor.account_id, tutor_id: tutor.id });
    token = await t.tokenFor(student);
    tutorToken = await t.tokenFor(tutor);
    // The test opens once the cluster's lessons are completed.
    await t.completeLessons(student.id, firstCluster);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    as = token,
    lang = 'en',
  ) =>
    t.app.inject({ method, url, payload, headers: { ...t.bearer(as), 'accept-language': lang } });
  const start = async (clusterId = firstCluster) => {
    const response = await call('POST', '/tests', { cluster_id: clusterId });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Test>();
  };
  const answer = (test: Test, correct: boolean | null) =>
    call('POST', `/tests/${test.id}/answers`, {
      position: test.current!.position,
      answer: correct === null ? null : sampleAnswer(test.current!.item, correct),
    });
  /** Answers every question, the first `correctCount` right. */
  const take = async (correctCount: number, clusterId = firstCluster) => {
    let test = await start(clusterId);
    while (test.current) {
      const response = await answer(test, test.current.position <= correctCount);
      expect(response.statusCode, response.body).toBe(200);
      test = response.json<Test>();
    }
    return test;
  };
  const setTime = (seconds: number, tests_enabled = true) =>
    call(
      'PUT',
      `/students/${student.id}/test_settings`,
      { tests_enabled, seconds_per_question: seconds },
      tutorToken,
    );
  const clusters = async () =>
    (await call('GET', `/clusters?subject_id=${SAMPLE.subjectId}`)).json<ClusterList>().items;

  it('shows the picture of the question being asked and of every question in the review', async () => {
    const test = await start();
    expect(shownPicture(test.current!.item)).toBe(SAMPLE_SVG);
    const finished = await take(10);
    expect(finished.questions.map((question) => shownPicture(question.item))).toEqual(
      Array(10).fill(SAMPLE_SVG),
    );
  });

  it('shows 10 questions one at a time, untimed by default, with no feedback until the end', async () => {
    const test = await start();
    expect(test).toMatchObject({
      status: 'in_progress',
      total: 10,
      seconds_per_question: 0,
      current: { position: 1, deadline_at: null },
      questions: [],
    });
    expect(test.current!.item.id).toMatch(/^test-/);
    const next = (await answer(test, true)).json<Test>();
    expect(next).toMatchObject({ answered_count: 1, correct_count: 0, current: { position: 2 } });
    expect(JSON.stringify(next)).not.toMatch(/"correct"|explanation/);
  });

  it('grades a finished test and reviews every question', async () => {
    const done = await take(7);
    expect(done).toMatchObject({
      status: 'finished',
      current: null,
      correct_count: 7,
      percentage: 70,
      letter_grade: 'C-',
    });
    expect(done.questions).toHaveLength(10);
    expect(done.questions.filter((question) => question.status === 'correct')).toHaveLength(7);
    expect(done.questions.every((question) => question.review !== null)).toBe(true);
  });

  it('completes the cluster at 100 % and opens the next one', async () => {
    expect((await clusters()).map((cluster) => cluster.is_locked)).toEqual([1, 0]);
    await take(10);
    const [first, second] = await clusters();
    expect(first).toMatchObject({ is_locked: 2, test_performed: true, progress_percent: 100 });
    expect(second).toMatchObject({ is_locked: 1, progress_percent: 0 });
    expect(second!.lessons[0]).toMatchObject({ is_locked: 1 });
    // The next cluster's test opens once its own lessons are completed.
    const early = await call('POST', '/tests', { cluster_id: secondCluster });
    expect(early.statusCode).toBe(409);
    await t.completeLessons(student.id, secondCluster);
    expect((await call('POST', '/tests', { cluster_id: secondCluster })).statusCode).toBe(201);
  });

  it('opens a test only once every lesson of the cluster is completed, and says so', async () => {
    await t.context.database.db
      .updateTable('student_lesson_states')
      .set({ state_id: 2, is_locked: 1 })
      .where('student_id', '=', student.id)
      .where('lesson_id', '=', SAMPLE.lessonIds[2]!)
      .execute();
    for (const [lang, message] of [
      [
        'en',
        'Finish every lesson of this topic first: pass each lesson’s quiz, then take the test.',
      ],
      [
        'es',
        'Primero termina todas las lecciones de este tema: aprueba el cuestionario de cada lección y luego haz la prueba.',
      ],
    ] as const) {
      const response = await call('POST', '/tests', { cluster_id: firstCluster }, token, lang);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'test_not_open', message });
    }
    expect((await clusters())[0]).toMatchObject({ completed_lessons: 2, is_locked: 1 });
  });

  it('leaves the cluster below 100 % and the next locked after a failed test, and a retake completes it', async () => {
    const failed = await take(0);
    expect(failed).toMatchObject({ percentage: 0, letter_grade: 'F', passed: false });
    expect(failed.pass_percent).toBe(60);
    let [first, second] = await clusters();
    expect(first).toMatchObject({ is_locked: 1, test_performed: true, progress_percent: 80 });
    expect(second).toMatchObject({ is_locked: 0 });
    expect((await call('POST', '/tests', { cluster_id: secondCluster })).statusCode).toBe(403);

    // 5 of 10 is an F: still below the default pass mark of 60 %.
    expect(await take(5)).toMatchObject({ percentage: 50, passed: false });
    expect((await clusters())[0]).toMatchObject({ is_locked: 1, progress_percent: 80 });

    expect(await take(6)).toMatchObject({ percentage: 60, letter_grade: 'D-', passed: true });
    [first, second] = await clusters();
    expect(first).toMatchObject({ is_locked: 2, progress_percent: 100 });
    expect(second).toMatchObject({ is_locked: 1 });
    // A later fail undoes nothing.
    await take(0);
    expect((await clusters())[0]).toMatchObject({ is_locked: 2, progress_percent: 100 });
  });

  it("follows the student's pass mark, as it was when the test started", async () => {
    const setPassMark = (pass_percent: number) =>
      call(
        'PUT',
        `/students/${student.id}/test_settings`,
        { tests_enabled: true, seconds_per_question: 0, pass_percent },
        tutorToken,
      );
    expect((await setPassMark(80)).json<TestSettings>().pass_percent).toBe(80);
    expect(await take(7)).toMatchObject({ percentage: 70, pass_percent: 80, passed: false });
    expect((await clusters())[0]!.is_locked).toBe(1);

    // Started under 80 %, finished after the tutor chose "any finished test": still 80 %.
    const started = await start();
    await setPassMark(0);
    let test = started;
    while (test.current) test = (await answer(test, false)).json<Test>();
    expect(test).toMatchObject({ percentage: 0, pass_percent: 80, passed: false });

    expect(await take(0)).toMatchObject({ percentage: 0, pass_percent: 0, passed: true });
    expect((await clusters())[0]).toMatchObject({ is_locked: 2, progress_percent: 100 });
  });

  it('refuses the test of a locked cluster, a turned-off cluster and a student without tests', async () => {
    const locked = await call('POST', '/tests', { cluster_id: secondCluster });
    expect(locked.json()).toMatchObject({ error: 'cluster_locked' });
    expect(locked.statusCode).toBe(403);

    await t.context.database.db
      .insertInto('student_cluster_access')
      .values({
        student_id: student.id,
        cluster_id: firstCluster,
        subject_id: SAMPLE.subjectId,
        enabled: 0,
        updated_at: new Date().toISOString(),
      })
      .execute();
    const off = await call('POST', '/tests', { cluster_id: firstCluster }, token, 'es');
    expect(off.json()).toEqual({
      error: 'cluster_disabled',
      message: 'Tu tutor ha desactivado este tema.',
    });
    await t.context.database.db
      .deleteFrom('student_cluster_access')
      .where('student_id', '=', student.id)
      .execute();

    await setTime(0, false);
    const disabled = await call('POST', '/tests', { cluster_id: firstCluster });
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json()).toMatchObject({ error: 'tests_disabled' });
  });

  it('times each question from when it is shown and refuses an answer after the deadline', async () => {
    expect((await setTime(15)).statusCode).toBe(200);
    const test = await start();
    expect(test.seconds_per_question).toBe(15);
    expect(Date.parse(test.current!.deadline_at!) - Date.parse(test.current!.presented_at)).toBe(
      15_000,
    );

    // Within the grace after the deadline the answer still counts.
    advanceClockForTest(t, 15_000 + TEST_ANSWER_GRACE_MS - 500);
    const second = (await answer(test, true)).json<Test>();
    expect(second.current!.position).toBe(2);

    advanceClockForTest(t, 15_000 + TEST_ANSWER_GRACE_MS + 1000);
    const late = await answer(second, true);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'deadline_passed' });
    const moved = (await call('GET', `/tests/${test.id}`)).json<Test>();
    expect(moved.current!.position).toBe(3);
    expect(moved.answered_count).toBe(2);
  });

  it('closes a question whose time ran out while nobody answered, and takes a null answer as timed out', async () => {
    await setTime(30);
    const test = await start();
    advanceClockForTest(t, 30_000 + TEST_ANSWER_GRACE_MS + 1);
    const read = (await call('GET', `/tests/${test.id}`)).json<Test>();
    expect(read.current!.position).toBe(2);
    let current = (await answer(read, null)).json<Test>();
    while (current.current) current = (await answer(current, true)).json<Test>();
    expect(current.questions.slice(0, 3).map((question) => question.status)).toEqual([
      'timeout',
      'timeout',
      'correct',
    ]);
    expect(current).toMatchObject({ correct_count: 8, percentage: 80, letter_grade: 'B-' });
    expect(current.questions[0]!.review).not.toBeNull();
  });

  it('lets exactly one of two simultaneous submissions through and refuses a finished test', async () => {
    const test = await start();
    const both = await Promise.all([answer(test, true), answer(test, false)]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    let current = (await call('GET', `/tests/${test.id}`)).json<Test>();
    expect(current.answered_count).toBe(1);
    while (current.current && current.current.position < 10)
      current = (await answer(current, true)).json<Test>();
    const last = await Promise.all([answer(current, true), answer(current, true)]);
    expect(last.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const again = await answer(current, true);
    expect(again.json()).toMatchObject({ error: 'attempt_finished' });
    const finished = (await call('GET', `/tests/${test.id}`)).json<Test>();
    expect(finished).toMatchObject({ answered_count: 10, status: 'finished' });
  });

  it('refuses an answer out of turn', async () => {
    const test = await start();
    const ahead = await call('POST', `/tests/${test.id}/answers`, {
      position: 3,
      answer: sampleAnswer(test.current!.item, true),
    });
    expect(ahead.json()).toMatchObject({ error: 'not_your_turn' });
  });

  it('lists tests newest first, to the student and their tutor only', async () => {
    const first = await take(10);
    advanceClockForTest(t, 60_000);
    await t.completeLessons(student.id, secondCluster);
    const second = await start(secondCluster);
    const mine = (await call('GET', '/tests')).json<TestList>();
    expect(mine.items.map((test) => test.id)).toEqual([second.id, first.id]);
    expect(mine.total).toBe(2);
    expect(mine.items[1]).toMatchObject({ grade_id: 1, percentage: 100, letter_grade: 'A' });
    expect(mine.items[0]).toMatchObject({ percentage: null, letter_grade: null });

    const asTutor = await call('GET', `/tests?student_id=${student.id}`, undefined, tutorToken);
    expect(asTutor.json<TestList>().total).toBe(2);
    expect((await call('GET', `/tests/${first.id}`, undefined, tutorToken)).statusCode).toBe(200);

    const strangerTutor = await t.tokenFor(await t.createUser('tutor'));
    const otherStudent = await t.tokenFor(await t.createUser('student'));
    for (const [url, as] of [
      [`/tests?student_id=${student.id}`, strangerTutor],
      [`/tests/${first.id}`, strangerTutor],
      [`/tests/${first.id}`, otherStudent],
      [`/tests?student_id=${student.id}`, otherStudent],
    ] as const)
      expect((await call('GET', url, undefined, as)).statusCode, url).toBe(404);
    expect((await call('GET', '/tests', undefined, otherStudent)).json<TestList>().total).toBe(0);
  });

  describe('settings', () => {
    it('default to tests on with no time limit, and the tutor changes them', async () => {
      const ask = (as: string) =>
        call('POST', '/get_settings_tests', { data: { student_id: student.id } }, as);
      expect((await ask(token)).json<TestSettings>()).toEqual({
        student_id: student.id,
        tests_enabled: true,
        seconds_per_question: 0,
        pass_percent: 60,
      });
      expect((await setTime(90, false)).json<TestSettings>()).toMatchObject({
        tests_enabled: false,
        seconds_per_question: 90,
        pass_percent: 60,
      });
      expect((await ask(tutorToken)).json<TestSettings>().seconds_per_question).toBe(90);
    });

    it('accept only the five pass marks, and keep the mark when a request leaves it out', async () => {
      const put = (body: object, lang = 'en') =>
        call('PUT', `/students/${student.id}/test_settings`, body, tutorToken, lang);
      const wrong = await put(
        { tests_enabled: true, seconds_per_question: 0, pass_percent: 55 },
        'es',
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields.pass_percent).toBe(
        'Elige una nota para aprobar: cualquier prueba terminada, 50 %, 60 %, 70 % u 80 %',
      );
      for (const mark of [0, 50, 60, 70, 80]) {
        const saved = await put({
          tests_enabled: true,
          seconds_per_question: 0,
          pass_percent: mark,
        });
        expect(saved.json<TestSettings>().pass_percent).toBe(mark);
      }
      expect((await setTime(30)).json<TestSettings>()).toMatchObject({
        seconds_per_question: 30,
        pass_percent: 80,
      });
    });

    it('accept only the nine times, from the tutor of the student', async () => {
      const wrong = await call(
        'PUT',
        `/students/${student.id}/test_settings`,
        { tests_enabled: true, seconds_per_question: 50 },
        tutorToken,
        'es',
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields.seconds_per_question).toMatch(/^Elige uno de los tiempos/);
      const byStudent = await call('PUT', `/students/${student.id}/test_settings`, {
        tests_enabled: true,
        seconds_per_question: 15,
      });
      expect(byStudent.statusCode).toBe(403);
      const stranger = await t.tokenFor(await t.createUser('tutor'));
      const byStranger = await call(
        'PUT',
        `/students/${student.id}/test_settings`,
        { tests_enabled: true, seconds_per_question: 15 },
        stranger,
      );
      expect(byStranger.statusCode).toBe(404);
      expect(
        (await call('POST', '/get_settings_tests', { data: { student_id: student.id } }, stranger))
          .statusCode,
      ).toBe(404);
    });
  });
});
