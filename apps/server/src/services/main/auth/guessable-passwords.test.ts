import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { testDialects } from '@aula/db/testing';
import type { StudentImportReport } from '@aula/shared';
import type { MainTestApp } from '../../../testing/main-app';
import { createMainTestApp } from '../../../testing/main-app';
import type { UserRow } from '../../../domain/users/users-repository';

const TOO_EASY = {
  en: 'The password is too easy to guess; choose another.',
  es: 'La contraseña es demasiado fácil de adivinar; elige otra.',
};
const USERNAME = {
  en: 'The password cannot be the username; choose another.',
  es: 'La contraseña no puede ser el nombre de usuario; elige otra.',
};

type Language = 'en' | 'es';
/** Passwords a classmate would guess first, and the message each gets. */
const guessable = (username: string): [string, typeof TOO_EASY, Language][] => [
  ['123456', TOO_EASY, 'en'],
  ['Contraseña', TOO_EASY, 'es'],
  ['      ', TOO_EASY, 'en'],
  [' qwerty ', TOO_EASY, 'es'],
  [username, USERNAME, 'en'],
  [` ${username.toUpperCase()} `, USERNAME, 'es'],
];

function expectRefused(
  response: LightMyRequestResponse,
  messages: typeof TOO_EASY,
  lang: Language,
) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({
    error: 'validation',
    message: messages[lang],
    fields: { password: messages[lang] },
  });
}

describe.each(testDialects())('guessable passwords on %s', (dialect) => {
  let t: MainTestApp;
  let tutor: UserRow;
  let tutorToken: string;
  let tutors = 0;
  // One app per file; each test has a tutor (and account) of its own and reads only its own
  // mails. The other usernames below are each created by one test only.
  beforeAll(async () => {
    t = await createMainTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    t.clearMails();
    tutors += 1;
    tutor = await t.createUser('tutor', { username: `marta.lopez${tutors}` });
    tutorToken = await t.tokenFor(tutor);
  });

  const call = (method: 'POST' | 'PUT', url: string, payload: object, token: string, lang = 'en') =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { ...t.bearer(token), 'accept-language': lang },
    });
  const signsIn = async (username: string, password: string) =>
    (await t.app.inject({ method: 'POST', url: '/auth', payload: { username, password } }))
      .statusCode === 200;

  it('are refused when an installer registers a tutor, and nobody is created', async () => {
    const installer = await t.tokenFor(await t.createUser('installer'));
    const tutorForm = {
      firstname: 'Rosa',
      lastname: 'Díaz',
      email: 'rosa@example.com',
      username: 'rosa.diaz',
      name_of_the_school: 'Casa',
      language: 'es',
    };
    for (const [password, messages, lang] of guessable('rosa.diaz')) {
      const refused = await call(
        'POST',
        '/signup/tutor',
        { ...tutorForm, password, verify_password: password },
        installer,
        lang,
      );
      expectRefused(refused, messages, lang);
    }
    const created = await call(
      'POST',
      '/signup/tutor',
      { ...tutorForm, password: 'brand-new-pass', verify_password: 'brand-new-pass' },
      installer,
    );
    expect(created.statusCode, created.body).toBe(201);
  });

  it('are refused when a tutor registers a student, and nobody is created', async () => {
    const studentForm = {
      firstname: 'Ana',
      lastname: 'Ruiz',
      username: 'ana.ruiz',
      grade_id: 2,
      name_of_the_school: 'Casa',
    };
    for (const [password, messages, lang] of guessable('ana.ruiz')) {
      const refused = await call(
        'POST',
        '/signup/student',
        { ...studentForm, password, verify_password: password },
        tutorToken,
        lang,
      );
      expectRefused(refused, messages, lang);
    }
    const created = await call(
      'POST',
      '/signup/student',
      { ...studentForm, password: 'brand-new-pass', verify_password: 'brand-new-pass' },
      tutorToken,
    );
    expect(created.statusCode, created.body).toBe(201);
  });

  it("are refused when a tutor resets a student's password, which stays as it was", async () => {
    const student = await t.createUser('student', {
      username: 'luis.soto',
      account_id: tutor.account_id,
      tutor_id: tutor.id,
    });
    const studentForm = {
      firstname: 'Luis',
      lastname: 'Soto',
      username: 'luis.soto',
      grade_id: 1,
      name_of_the_school: 'Casa',
      language: 'en',
    };
    for (const [password, messages, lang] of guessable('luis.soto')) {
      const refused = await call(
        'PUT',
        `/students/${student.id}`,
        { ...studentForm, password, verify_password: password },
        tutorToken,
        lang,
      );
      expectRefused(refused, messages, lang);
    }
    // Renamed in the same edit: the new username is the one the password must differ from.
    const renamed = await call(
      'PUT',
      `/students/${student.id}`,
      {
        ...studentForm,
        username: 'luisito.soto',
        password: 'luisito.soto',
        verify_password: 'luisito.soto',
      },
      tutorToken,
    );
    expectRefused(renamed, USERNAME, 'en');
    expect(await signsIn('luis.soto', 'secret1')).toBe(true);
  });

  it('are refused as a new own password, which stays as it was', async () => {
    const student = await t.createUser('student', {
      username: 'pedro.gil',
      account_id: tutor.account_id,
      tutor_id: tutor.id,
    });
    const token = await t.tokenFor(student);
    for (const [password, messages, lang] of guessable('pedro.gil')) {
      const refused = await call(
        'PUT',
        '/users/me/profile',
        {
          firstname: 'Pedro',
          lastname: 'Gil',
          language: 'en',
          current_password: 'secret1',
          password,
          verify_password: password,
        },
        token,
        lang,
      );
      expectRefused(refused, messages, lang);
    }
    expect(await signsIn('pedro.gil', 'secret1')).toBe(true);
    expect((await t.app.inject({ url: '/users/me', headers: t.bearer(token) })).statusCode).toBe(
      200,
    );
  });

  it('are refused from a mailed reset link, which stays usable', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/password-resets',
      payload: { username: tutor.username, email: tutor.email },
    });
    const token = new URL(/http\S+/.exec(t.mails[0]!.text)![0]).searchParams.get('token')!;
    const confirm = (password: string, lang = 'en') =>
      t.app.inject({
        method: 'POST',
        url: '/password-resets/confirm',
        headers: { 'accept-language': lang },
        payload: { token, password, verify_password: password },
      });
    for (const [password, messages, lang] of guessable(tutor.username)) {
      expectRefused(await confirm(password, lang), messages, lang);
    }
    expect(await signsIn(tutor.username, 'secret1')).toBe(true);
    const done = await confirm('brand-new-pass');
    expect(done.statusCode, done.body).toBe(200);
    expect(await signsIn(tutor.username, 'brand-new-pass')).toBe(true);
  });

  it('are reported on their rows of a CSV import, and nothing is imported', async () => {
    const rows: [string, string, typeof TOO_EASY][] = [
      ['eva.one', '123456', TOO_EASY],
      ['eva.two', 'Contraseña', TOO_EASY],
      ['eva.three', '      ', TOO_EASY],
      ['eva.four', ' qwerty ', TOO_EASY],
      ['eva.mora', 'eva.mora', USERNAME],
      ['eva.ruiz', ' EVA.RUIZ ', USERNAME],
    ];
    const csv =
      'firstname,lastname,username,password,grade,school\n' +
      rows.map(([username, password]) => `Eva,Mora,${username},"${password}",3,Casa\n`).join('');
    for (const lang of ['en', 'es'] as const) {
      const preview = await call(
        'POST',
        '/students/import',
        { csv, commit: false },
        tutorToken,
        lang,
      );
      expect(preview.statusCode, preview.body).toBe(200);
      const report = preview.json<StudentImportReport>();
      expect(report.valid).toBe(false);
      expect(report.rows.map((row) => row.errors)).toEqual(
        rows.map(([, , messages]) => ({ password: messages[lang] })),
      );
    }
    const rejected = await call('POST', '/students/import', { csv, commit: true }, tutorToken);
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json().error).toBe('import_rejected');
    const list = await t.app.inject({ url: '/students', headers: t.bearer(tutorToken) });
    expect(list.json().total).toBe(0);
  });
});
