import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import { SAMPLE } from '@aula/content/testing';
import type { Activity, ActivityList } from '@aula/shared';
import type { UserRow } from '../../../domain/users/users-repository';
import type { CatalogueTestApp } from '../../../testing/catalogue-app';
import { createCatalogueTestApp } from '../../../testing/catalogue-app';

const lessonId = SAMPLE.lessonIds[0]!;

describe.each(testDialects())('activity records on %s', (dialect) => {
  let t: CatalogueTestApp;
  let tutor: UserRow;
  let student: UserRow;
  let token: string;
  beforeAll(async () => {
    t = await createCatalogueTestApp(dialect);
  });
  afterAll(() => t.close());
  /** The clock as a test moved it: put back after each test, as a new app would start. */
  let clockMoved = 0;
  const advanceClock = (ms: number) => {
    clockMoved += ms;
    t.advanceClock(ms);
  };
  afterEach(() => {
    t.advanceClock(-clockMoved);
    clockMoved = 0;
  });
  beforeEach(async () => {
    tutor = await t.createUser('tutor');
    student = await t.createUser('student', { account_id: tutor.account_id, tutor_id: tutor.id });
    token = await t.tokenFor(student);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    as = token,
    lang = 'en',
  ) =>
    t.activity.inject({
      method,
      url,
      payload,
      headers: { ...t.bearer(as), 'accept-language': lang },
    });
  const create = async (path: string, payload: object = {}) => {
    const response = await call('POST', `/v1/${path}`, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Activity>();
  };

  it('creates the general activity and one per place entered, named from the catalogue', async () => {
    const general = await create('activities', {});
    expect(general).toMatchObject({ scope: 'general', student_id: student.id, active_seconds: 0 });
    const lesson = await create('lesson-activities', {
      lesson_id: lessonId,
      parent_id: general.id,
    });
    expect(lesson).toMatchObject({
      scope: 'lesson',
      parent_id: general.id,
      lesson_id: lessonId,
      cluster_id: SAMPLE.clusterIds[0],
      subject_id: SAMPLE.subjectId,
      grade_id: 1,
    });
    const subject = await create('subject-activities', { subject_id: SAMPLE.subjectId });
    expect(subject.title).toBe('Math');
    const inSpanish = await call(
      'GET',
      `/v1/subject-activities/${subject.id}`,
      undefined,
      token,
      'es',
    );
    expect(inSpanish.json<Activity>().title).toBe('Matemáticas');

    expect((await call('POST', '/v1/lesson-activities', { lesson_id: 999 })).statusCode).toBe(404);
    const badParent = await call('POST', '/v1/lesson-activities', {
      lesson_id: lessonId,
      parent_id: lesson.id,
    });
    expect(badParent.statusCode).toBe(422);
  });

  it('lists {items, total}, newest first, by scope, by term in either language and by place', async () => {
    const general = await create('activities');
    await create('grade-activities', { grade_id: 1, parent_id: general.id });
    advanceClock(1000);
    await create('subject-activities', { subject_id: SAMPLE.subjectId, parent_id: general.id });
    const all = (await call('GET', '/v1/activities')).json<ActivityList>();
    expect(all.total).toBe(3);
    expect(all.items[0]!.scope).toBe('subject');
    const subjects = (await call('GET', '/v1/subject-activities')).json<ActivityList>();
    expect(subjects.items.map((item) => item.scope)).toEqual(['subject']);
    const byScope = (await call('GET', '/v1/activities?scope=grade')).json<ActivityList>();
    expect(byScope.total).toBe(1);
    for (const term of ['matemáticas', 'MATH'])
      expect(
        (await call('GET', `/v1/activities?term=${encodeURIComponent(term)}`)).json<ActivityList>()
          .total,
        term,
      ).toBe(1);
    expect((await call('GET', '/v1/activities?term=%25')).json<ActivityList>().total).toBe(3);
    expect(
      (await call('GET', `/v1/activities?subject_id=${SAMPLE.subjectId}`)).json<ActivityList>()
        .total,
    ).toBe(1);
    const paged = (await call('GET', '/v1/activities?limit=1&offset=1')).json<ActivityList>();
    expect(paged).toMatchObject({ total: 3, items: [{ scope: 'grade' }] });
    const badDate = await call('GET', '/v1/activities?from=yesterday');
    expect(badDate.statusCode).toBe(400);
  });

  it('adds the seconds of each update once, never more than the time that passed', async () => {
    const lesson = await create('lesson-activities', { lesson_id: lessonId });
    advanceClock(30_000);
    const put = (seconds: number, update_key?: string) =>
      call('PUT', `/v1/lesson-activities/${lesson.id}`, { seconds, update_key });
    expect((await put(25, 'update-0001')).json<Activity>().active_seconds).toBe(25);
    // A retry of the same update adds nothing.
    expect((await put(25, 'update-0001')).json<Activity>().active_seconds).toBe(25);
    advanceClock(10_000);
    // 600 seconds cannot have been counted in 10: only the time that passed is added.
    expect((await put(600, 'update-0002')).json<Activity>().active_seconds).toBe(36);
    const invalid = await call(
      'PUT',
      `/v1/lesson-activities/${lesson.id}`,
      { seconds: -1 },
      token,
      'es',
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields.seconds).toBe('Los segundos son un número entero de 0 a 3600');
    // A record is reached through its own resource only.
    expect((await call('GET', `/v1/cluster-activities/${lesson.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/v1/activities/${lesson.id}`)).statusCode).toBe(200);
  });

  it('adds no more than the clock moved, however many updates arrive at once', async () => {
    const lesson = await create('lesson-activities', { lesson_id: lessonId });
    const general = await create('activities');
    const secondsSince = (started: string) =>
      Math.floor((t.context.now().getTime() - Date.parse(started)) / 1000);
    const burst = (path: string, id: number, round: number) =>
      Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          call('PUT', `/v1/${path}/${id}`, {
            seconds: 3600,
            // Half with a key of their own, half without: neither is a retry of another.
            ...(index % 2 ? { update_key: `burst-${round}-${id}-${index}` } : {}),
          }),
        ),
      );
    const read = async (id: number) =>
      (await call('GET', `/v1/activities/${id}`)).json<Activity>().active_seconds;

    advanceClock(60_000);
    const first = await burst('lesson-activities', lesson.id, 1);
    expect(first.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const afterMinute = await read(lesson.id);
    expect(afterMinute).toBeGreaterThanOrEqual(60);
    expect(afterMinute).toBeLessThanOrEqual(secondsSince(lesson.started_at));

    advanceClock(10_000);
    await burst('lesson-activities', lesson.id, 2);
    const afterMore = await read(lesson.id);
    expect(afterMore).toBeGreaterThanOrEqual(70);
    expect(afterMore).toBeLessThanOrEqual(secondsSince(lesson.started_at));

    // Twenty at once on the general record, and a beacon with the same record ten times.
    await Promise.all([
      burst('activities', general.id, 3),
      t.activity.inject({
        method: 'POST',
        url: '/v1/activity-beacons',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({
          token,
          updates: Array.from({ length: 10 }, () => ({
            scope: 'general',
            id: general.id,
            seconds: 3600,
          })),
        }),
      }),
    ]);
    expect(await read(general.id)).toBeLessThanOrEqual(secondsSince(general.started_at));
  });

  it('takes no more seconds for a record that started over 36 hours ago', async () => {
    const lesson = await create('lesson-activities', { lesson_id: lessonId });
    advanceClock(35 * 3600_000);
    expect(
      (await call('PUT', `/v1/lesson-activities/${lesson.id}`, { seconds: 60 })).statusCode,
    ).toBe(200);
    advanceClock(2 * 3600_000);
    const late = await call(
      'PUT',
      `/v1/lesson-activities/${lesson.id}`,
      { seconds: 60 },
      token,
      'es',
    );
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      error: 'invalid_activity_time',
      fields: { seconds: expect.stringContaining('hace más de 36 horas') },
    });
    const beacon = await t.activity.inject({
      method: 'POST',
      url: '/v1/activity-beacons',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({
        token,
        updates: [{ scope: 'lesson', id: lesson.id, seconds: 60 }],
      }),
    });
    expect(beacon.statusCode).toBe(204);
    const saved = (await call('GET', `/v1/lesson-activities/${lesson.id}`)).json<Activity>();
    expect(saved.active_seconds).toBe(60);
  });

  it('takes the updates a closing tab beacons as text/plain with the token in the body', async () => {
    const lesson = await create('lesson-activities', { lesson_id: lessonId });
    advanceClock(20_000);
    const beacon = await t.activity.inject({
      method: 'POST',
      url: '/v1/activity-beacons',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({
        token,
        updates: [{ scope: 'lesson', id: lesson.id, seconds: 12, update_key: 'beacon-0001' }],
      }),
    });
    expect(beacon.statusCode, beacon.body).toBe(204);
    const saved = (await call('GET', `/v1/lesson-activities/${lesson.id}`)).json<Activity>();
    expect(saved.active_seconds).toBe(12);
    const anonymous = await t.activity.inject({
      method: 'POST',
      url: '/v1/activity-beacons',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ updates: [{ scope: 'lesson', id: lesson.id, seconds: 1 }] }),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows records to their student and tutors only; only the student adds seconds', async () => {
    const general = await create('activities');
    const tutorToken = await t.tokenFor(tutor);
    const stranger = await t.tokenFor(await t.createUser('tutor'));
    const otherStudent = await t.tokenFor(await t.createUser('student'));

    expect(
      (await call('GET', `/v1/activities/${general.id}`, undefined, tutorToken)).statusCode,
    ).toBe(200);
    const tutorsList = await call(
      'GET',
      `/v1/activities?student_id=${student.id}`,
      undefined,
      tutorToken,
    );
    expect(tutorsList.json<ActivityList>().total).toBe(1);
    const accountList = await call('GET', '/v1/activities', undefined, tutorToken);
    expect(accountList.json<ActivityList>().total).toBe(1);

    for (const as of [stranger, otherStudent]) {
      expect((await call('GET', `/v1/activities/${general.id}`, undefined, as)).statusCode).toBe(
        404,
      );
      expect(
        (await call('GET', `/v1/activities?student_id=${student.id}`, undefined, as)).statusCode,
      ).toBe(404);
      expect((await call('DELETE', `/v1/activities/${general.id}`, undefined, as)).statusCode).toBe(
        404,
      );
    }
    expect(
      (await call('GET', '/v1/activities', undefined, stranger)).json<ActivityList>().total,
    ).toBe(0);
    const tutorPut = await call('PUT', `/v1/activities/${general.id}`, { seconds: 1 }, tutorToken);
    expect(tutorPut.statusCode).toBe(403);
    expect((await call('POST', '/v1/activities', {}, tutorToken)).statusCode).toBe(403);
    expect((await t.activity.inject({ method: 'GET', url: '/v1/activities' })).statusCode).toBe(
      401,
    );

    expect(
      (await call('DELETE', `/v1/activities/${general.id}`, undefined, tutorToken)).statusCode,
    ).toBe(204);
    expect((await call('GET', `/v1/activities/${general.id}`)).statusCode).toBe(404);
  });

  it('takes a JSON content type with no body as no body, and still refuses broken JSON', async () => {
    const general = await create('activities');
    const json = { ...t.bearer(token), 'content-type': 'application/json' };
    const removed = await t.activity.inject({
      method: 'DELETE',
      url: `/v1/activities/${general.id}`,
      headers: json,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const me = await t.app.inject({ method: 'GET', url: '/users/me', headers: json });
    expect(me.statusCode, me.body).toBe(200);
    const broken = await t.activity.inject({
      method: 'POST',
      url: '/v1/activities',
      headers: json,
      payload: '{"scope":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The request body is not valid JSON.');
  });
});
