import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import type { ActivityTime } from '@aula/shared';
import type { UserRow } from '../users/users-repository';
import type { MainTestApp } from '../../../testing/main-app';
import { createMainTestApp } from '../../../testing/main-app';
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
  beforeEach(async () => {
    t = await createMainTestApp(dialect);
    tutor = await t.createUser('tutor', { firstname: 'Rosa', lastname: 'Díaz' });
    student = await t.createUser('student', { account_id: tutor.account_id, tutor_id: tutor.id });
    token = await t.tokenFor(student);
  });
  afterEach(async () => {
    await t.close();
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
    t.advanceClock(30_000);
    expect(
      (await save({ from: -60, to: 0, seconds: 60 })).json<ActivityTime>().activity_timer,
    ).toBe(30);
    const rows = await t.context.database.db
      .selectFrom('user_activity_times')
      .select((eb) => eb.fn.sum<number>('activity_timer').as('total'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.total)).toBe(90);
  });

  it('refuses impossible spans with a translated message and saves nothing', async () => {
    for (const span of [
      { from: 0, to: -10, seconds: 0 },
      { from: -10, to: 0, seconds: 60 },
      { from: 3600, to: 3660, seconds: 10 },
    ]) {
      const response = await save(span);
      expect(response.statusCode, JSON.stringify(span)).toBe(422);
      expect(response.json().message).toMatch(/^El tiempo de actividad debe terminar/);
    }
    const wrongTutor = await save({ from: -10, to: 0, seconds: 5 }, { tutor_id: student.id });
    expect(wrongTutor.statusCode).toBe(422);
    const other = await t.createUser('student');
    expect(
      (await save({ from: -10, to: 0, seconds: 5 }, { student_id: other.id })).statusCode,
    ).toBe(404);
    const count = await t.context.database.db
      .selectFrom('user_activity_times')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
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
