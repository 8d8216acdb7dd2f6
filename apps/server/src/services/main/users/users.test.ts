import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import type { MainTestApp } from '../../../testing/main-app';
import { createMainTestApp } from '../../../testing/main-app';

describe.each(testDialects())('users on %s', (dialect) => {
  let t: MainTestApp;
  beforeAll(async () => {
    t = await createMainTestApp(dialect);
  });
  afterAll(() => t.close());

  async function family() {
    const tutor = await t.createUser('tutor');
    const student = await t.createUser('student', {
      tutor_id: tutor.id,
      account_id: tutor.account_id,
    });
    const sibling = await t.createUser('student', {
      tutor_id: tutor.id,
      account_id: tutor.account_id,
    });
    return { tutor, student, sibling };
  }

  const getUser = (token: string, userId: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/get-user',
      headers: t.bearer(token),
      payload: { data: { user_id: userId } },
    });

  it('get-user shows yourself and a tutor their own students, and hides the rest as 404', async () => {
    const a = await family();
    const b = await family();
    const tutorA = await t.tokenFor(a.tutor);
    const studentA = await t.tokenFor(a.student);

    expect((await getUser(studentA, a.student.id)).json()).toMatchObject({
      id: a.student.id,
      rol_id: 1,
    });
    expect((await getUser(tutorA, a.student.id)).json()).toMatchObject({ rol_id: 1 });
    expect((await getUser(tutorA, b.student.id)).statusCode).toBe(404);
    expect((await getUser(studentA, a.sibling.id)).statusCode).toBe(404);
    expect((await getUser(studentA, a.tutor.id)).statusCode).toBe(404);
    expect((await getUser(tutorA, 999_999)).statusCode).toBe(404);
    expect((await getUser(tutorA, 'abc')).statusCode).toBe(400);
  });

  it('get-user also takes the token in the body, as older clients send it', async () => {
    const { tutor } = await family();
    const token = await t.tokenFor(tutor);
    const response = await t.app.inject({
      method: 'POST',
      url: '/get-user',
      payload: { data: { user_id: tutor.id }, token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().rol_id).toBe(2);
  });

  it('lists only the students of the tutor account, and refuses the list to others', async () => {
    const a = await family();
    await family();
    const list = await t.app.inject({
      url: '/students',
      headers: t.bearer(await t.tokenFor(a.tutor)),
    });
    expect(
      list
        .json()
        .items.map((item: { id: number }) => item.id)
        .sort(),
    ).toEqual([a.student.id, a.sibling.id].sort());
    const asStudent = await t.app.inject({
      url: '/students',
      headers: t.bearer(await t.tokenFor(a.student)),
    });
    expect(asStudent.statusCode).toBe(403);
    const installer = await t.createUser('installer');
    const asInstaller = await t.app.inject({
      url: '/students',
      headers: t.bearer(await t.tokenFor(installer)),
    });
    expect(asInstaller.statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/tutors', headers: t.bearer(await t.tokenFor(a.student)) }))
        .statusCode,
    ).toBe(403);
  });

  it('saves the interface language, and refuses other languages', async () => {
    const { student } = await family();
    const token = await t.tokenFor(student);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/users/me',
      headers: t.bearer(token),
      payload: { language: 'es' },
    });
    expect(changed.json().language).toBe('es');
    expect(
      (await t.app.inject({ url: '/users/me', headers: t.bearer(token) })).json().language,
    ).toBe('es');
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: '/users/me',
      headers: { ...t.bearer(token), 'accept-language': 'es' },
      payload: { language: 'fr' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Elige inglés o español');
  });
});
