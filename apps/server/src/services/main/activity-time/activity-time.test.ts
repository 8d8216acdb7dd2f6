import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import type { ActivityTime, ActivityTimeReport } from '@aula/shared';
import type { UserRow } from '../../../domain/users/users-repository';
import type { MainTestApp } from '../../../testing/main-app';
import { createMainTestApp } from '../../../testing/main-app';
import { advanceClockForTest } from '../../../testing/test-clock';
import { uncoveredMs } from './activity-time-repository';

describe('uncoveredMs', () => {
  it('subtracts the union of the covered spans', () => {
    expect(uncoveredMs({ start: 0, end: 100 }, [])).toBe(100);
    expect(uncoveredMs({ start: 0, end: 100 }, [{ start: 20, end: 40 }])).toBe(80);
    expect(
      uncoveredMs({ start: 0, end: 100 }, [
        { start: 30, end: 60 },
        { start: 20, end: 40 },
        { start: 90, end: 200 },
      ]),
    ).toBe(50);
    expect(uncoveredMs({ start: 10, end: 20 }, [{ start: 0, end: 30 }])).toBe(0);
  });
});

describe.each(testDialects())('activity time on %s', (dialect) => {
  let t: MainTestApp;
  let tutor: UserRow;
  let student: UserRow;
  let token: string;
  // One app per file; each test has a family of its own.
  beforeAll(async () => {
    t = await createMainTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    tutor = await t.createUser('tutor', { firstname: 'Rosa', lastname: 'Díaz' });
    student = await t.createUser('student', { account_id: tutor.account_id, tutor_id: tutor.id });
    token = await t.tokenFor(student);
  });

  const at = (offsetSeconds: number) =>
    new Date(t.context.now().getTime() + offsetSeconds * 1000).toISOString();
  const save = (span: { from: number; to: number; seconds: number }, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/save_user_activity_time',
      headers: { ...t.bearer(token), 'accept-language': 'es' },
      payload: {
        start_time: at(span.from),
        end_time: at(span.to),
        activity_timer: span.seconds,
        student_id: student.id,
        tutor_id: tutor.id,
        ...extra,
      },
    });

  it("records a span with the student's tutor", async () => {
    const response = await save({ from: -60, to: 0, seconds: 45 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ActivityTime>()).toMatchObject({
      activity_timer: 45,
      student_id: student.id,
      tutor_id: tutor.id,
      tutor_name: 'Rosa Díaz',
    });
  });

  it('never counts a second twice when spans overlap', async () => {
    await save({ from: -60, to: 0, seconds: 60 });
    // Another tab, or a retry: the same minute again, then half of it plus 30 new seconds.
    expect(
      (await save({ from: -60, to: 0, seconds: 60 })).json<ActivityTime>().activity_timer,
    ).toBe(0);
    advanceClockForTest(t, 30_000);
    expect(
      (await save({ from: -60, to: 0, seconds: 60 })).json<ActivityTime>().activity_timer,
    ).toBe(30);
    const rows = await t.context.database.db
      .selectFrom('user_activity_times')
      .select((eb) => eb.fn.sum<number>('activity_timer').as('total'))
      .where('student_id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(Number(rows.total)).toBe(90);
  });

  const HOUR = 3600;
  const allRows = async () =>
    Number(
      (
        await t.context.database.db
          .selectFrom('user_activity_times')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  // Rows saved by the running test, for anyone (the file's earlier tests saved theirs).
  let rowsBefore = 0;
  beforeEach(async () => {
    rowsBefore = await allRows();
  });
  const savedRows = async () => (await allRows()) - rowsBefore;
  /** The tutor's activity report over the last four days and the next one (UTC). */
  const tutorsTotal = async () => {
    const day = (offsetDays: number) => at(offsetDays * 24 * HOUR).slice(0, 10);
    const response = await t.app.inject({
      method: 'GET',
      url: `/students/${student.id}/reports/activity_time?from=${day(-4)}&to=${day(1)}`,
      headers: t.bearer(await t.tokenFor(tutor)),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ActivityTimeReport>().total_seconds;
  };
  const expectRefused = async (
    span: { from: number; to: number; seconds: number },
    field: string,
    message: RegExp,
  ) => {
    const response = await save(span);
    expect(response.statusCode, JSON.stringify(span)).toBe(400);
    expect(response.json(), JSON.stringify(span)).toMatchObject({
      error: 'invalid_activity_time',
      message: expect.stringMatching(message),
      fields: { [field]: expect.stringMatching(message) },
    });
  };

  it('refuses impossible spans with a translated message and saves nothing', async () => {
    await expectRefused({ from: 0, to: -10, seconds: 0 }, 'end_time', /^.+ debe terminar después/);
    await expectRefused({ from: -10, to: 0, seconds: 60 }, 'activity_timer', /más segundos/);
    await expectRefused({ from: 3600, to: 3660, seconds: 10 }, 'end_time', /más de 2 minutos/);
    const wrongTutor = await save({ from: -10, to: 0, seconds: 5 }, { tutor_id: student.id });
    expect(wrongTutor.statusCode).toBe(422);
    const other = await t.createUser('student');
    expect(
      (await save({ from: -10, to: 0, seconds: 5 }, { student_id: other.id })).statusCode,
    ).toBe(404);
    expect(await savedRows()).toBe(0);
  });

  it('refuses time from before the account existed, and the tutor’s report stays as it was', async () => {
    // The account is three hours old; the student had one real minute of study.
    advanceClockForTest(t, 3 * HOUR * 1000);
    expect((await save({ from: -60, to: 0, seconds: 60 })).statusCode).toBe(201);
    expect(await tutorsTotal()).toBe(60);
    // Ten hours on the day before, and a quarter of an hour just before the account was made.
    for (let hour = 1; hour <= 10; hour += 1)
      await expectRefused(
        { from: -(24 + hour) * HOUR, to: -(23 + hour) * HOUR, seconds: HOUR },
        'start_time',
        /antes de que se creara la cuenta/,
      );
    await expectRefused(
      { from: -3.25 * HOUR, to: -3 * HOUR + 60, seconds: 60 },
      'start_time',
      /antes de que se creara la cuenta/,
    );
    expect(await savedRows()).toBe(1);
    expect(await tutorsTotal()).toBe(60);
  });

  it('refuses time older than 36 hours, and time that ends ahead of the clock', async () => {
    advanceClockForTest(t, 10 * 24 * HOUR * 1000);
    await expectRefused(
      { from: -37 * HOUR, to: -36 * HOUR, seconds: HOUR },
      'start_time',
      /hace más de 36 horas/,
    );
    await expectRefused({ from: -60, to: 3 * 60, seconds: 60 }, 'end_time', /más de 2 minutos/);
    await expectRefused(
      { from: 24 * HOUR, to: 25 * HOUR, seconds: HOUR },
      'end_time',
      /más de 2 minutos/,
    );
    expect(await savedRows()).toBe(0);
    expect(await tutorsTotal()).toBe(0);

    // Within the rules: a span from 35 hours ago, and one from a clock 90 seconds fast.
    expect((await save({ from: -35 * HOUR, to: -35 * HOUR + 600, seconds: 300 })).statusCode).toBe(
      201,
    );
    expect((await save({ from: 30, to: 90, seconds: 60 })).statusCode).toBe(201);
    expect(await tutorsTotal()).toBe(360);
  });

  it('counts a span sent many times at once only once', async () => {
    advanceClockForTest(t, HOUR * 1000);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => save({ from: -600, to: 0, seconds: 600 })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    expect(await tutorsTotal()).toBe(600);
  });

  it('accepts a beacon: text/plain JSON with the token in the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/save_user_activity_time',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({
        token,
        start_time: at(-5),
        end_time: at(0),
        activity_timer: 5,
        student_id: student.id,
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const tutorToken = await t.tokenFor(tutor);
    const byTutor = await t.app.inject({
      method: 'POST',
      url: '/api/save_user_activity_time',
      headers: t.bearer(tutorToken),
      payload: { start_time: at(-5), end_time: at(0), activity_timer: 5, student_id: student.id },
    });
    expect(byTutor.statusCode).toBe(403);
  });
});
