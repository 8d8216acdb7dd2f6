import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import { SAMPLE } from '@aula/content/testing';
import type { ClusterList, Test, TestList, TestSettings } from '@aula/shared';
import { TEST_ANSWER_GRACE_MS } from '@aula/shared';
import type { UserRow } from '../users/users-repository';
import type { CatalogueTestApp } from '../../../testing/catalogue-app';
import { createCatalogueTestApp } from '../../../testing/catalogue-app';
import { sampleAnswer } from '../../../testing/sample-answers';

const [firstCluster, secondCluster] = SAMPLE.clusterIds as [number, number];

describe.each(testDialects())('tests on %s', (dialect) => {
  let t: CatalogueTestApp;
  let tutor: UserRow;
  let student: UserRow;
  let token: string;
  let tutorToken: string;
  beforeEach(async () => {
    t = await createCatalogueTestApp(dialect);
    tutor = await t.createUser('tutor');
    student = await t.createUser('student', { account_id: tutor.account_id, tutor_id: tutor.id });
    token = await t.tokenFor(student);
    tutorToken = await t.tokenFor(tutor);
  });
  afterEach(async () => {
    await t.close();
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
  const take = async (correctCount: number) => {
    let test = await start();
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
    // The next cluster's test can be taken now.
    expect((await call('POST', '/tests', { cluster_id: secondCluster })).statusCode).toBe(201);
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
    await t.context.database.db.deleteFrom('student_cluster_access').execute();

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
    t.advanceClock(15_000 + TEST_ANSWER_GRACE_MS - 500);
    const second = (await answer(test, true)).json<Test>();
    expect(second.current!.position).toBe(2);

    t.advanceClock(15_000 + TEST_ANSWER_GRACE_MS + 1000);
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
    t.advanceClock(30_000 + TEST_ANSWER_GRACE_MS + 1);
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
    t.advanceClock(60_000);
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
      });
      expect((await setTime(90, false)).json<TestSettings>()).toMatchObject({
        tests_enabled: false,
        seconds_per_question: 90,
      });
      expect((await ask(tutorToken)).json<TestSettings>().seconds_per_question).toBe(90);
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
