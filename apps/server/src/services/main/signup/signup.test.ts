import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import type { MainTestApp } from '../../../testing/main-app';
import { createMainTestApp } from '../../../testing/main-app';

const validTutor = {
  firstname: 'María José',
  lastname: "O'Neil-Pérez",
  email: 'mj@example.com',
  username: 'mjose',
  password: 'secret1',
  verify_password: 'secret1',
  name_of_the_school: 'Casa',
  language: 'es',
  avatar: 'owl',
};

/** A valid student for an installer, but for the tutor to choose. */
const validStudent = {
  firstname: 'Ana',
  lastname: 'Ruiz',
  username: 'ana',
  password: 'secret1',
  verify_password: 'secret1',
  grade_id: 2,
  name_of_the_school: 'Casa',
};

describe.each(testDialects())('sign-up on %s', (dialect) => {
  let t: MainTestApp;
  let installerToken: string;
  /** This test's forms: the usernames the file's other tests sign up end differently. */
  let suffix = 0;
  let tutorForm: typeof validTutor;
  let studentForm: typeof validStudent;
  // One app per file; each test has an installer of its own and signs up usernames of its own.
  beforeAll(async () => {
    t = await createMainTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    suffix += 1;
    tutorForm = { ...validTutor, username: `mjose${suffix}` };
    studentForm = { ...validStudent, username: `ana${suffix}` };
    installerToken = await t.tokenFor(await t.createUser('installer'));
  });

  const post = (url: string, payload: unknown, token = installerToken, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...t.bearer(token), 'accept-language': language },
      payload: payload as object,
    });

  it('shows every required-field message for an empty tutor form, in English and Spanish', async () => {
    const english = await post('/signup/tutor', {});
    expect(english.statusCode).toBe(400);
    expect(english.json().fields).toEqual({
      firstname: 'Name is required',
      lastname: 'Last name is required',
      email: 'Email is required',
      username: 'Username is required',
      password: 'Password is required',
      verify_password: 'Verify password is required',
      name_of_the_school: 'School name is required',
    });
    const spanish = await post('/signup/tutor', {}, installerToken, 'es');
    expect(spanish.json().fields).toEqual({
      firstname: 'El nombre es obligatorio',
      lastname: 'El apellido es obligatorio',
      email: 'El correo electrónico es obligatorio',
      username: 'El nombre de usuario es obligatorio',
      password: 'La contraseña es obligatoria',
      verify_password: 'Confirmar la contraseña es obligatorio',
      name_of_the_school: 'El nombre de la escuela es obligatorio',
    });
  });

  it('names each invalid value', async () => {
    // The installer sees every tutor of the installation, the other tests' too.
    const tutorCount = async () =>
      (await t.app.inject({ url: '/tutors', headers: t.bearer(installerToken) })).json().total;
    const tutorsBefore = await tutorCount();
    const response = await post('/signup/tutor', {
      ...tutorForm,
      firstname: 'R2-D2!',
      lastname: 'x'.repeat(51),
      email: 'not-an-email',
      password: '12345',
      verify_password: '123456',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      firstname: 'Name has a wrong character or is too long (50 characters at most)',
      lastname: 'Last name exceeded 50 characters or has wrong characters',
      email: 'Invalid email format',
      password: 'Password must have at least 6 characters',
      verify_password: 'Passwords do not match',
    });
    expect(await tutorCount()).toBe(tutorsBefore);
  });

  it('treats spaces-only as missing and wrong types as invalid, never 500', async () => {
    const response = await post('/signup/tutor', {
      ...tutorForm,
      firstname: '   ',
      lastname: 42,
      email: ['a@b.c'],
      language: 'fr',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      firstname: 'Name is required',
      lastname: 'Last name is required',
      email: 'Email is required',
      language: 'Choose English or Spanish',
    });
  });

  it('creates a tutor, then refuses the same username in any case', async () => {
    const created = await post('/signup/tutor', tutorForm);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      firstname: 'María José',
      username: tutorForm.username,
      rol_id: 2,
      language: 'es',
      avatar: 'owl',
    });
    expect(created.json()).not.toHaveProperty('password_hash');
    await expect(t.signIn(tutorForm.username)).resolves.toBeTruthy();

    const again = await post('/signup/tutor', { ...tutorForm, username: `MJose${suffix}` });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ username: 'Username is already in use' });
    const againEs = await post(
      '/signup/tutor',
      { ...tutorForm, username: `MJOSE${suffix}` },
      installerToken,
      'es',
    );
    expect(againEs.json().fields).toEqual({ username: 'Ese nombre de usuario ya está en uso' });
  });

  it('creates a student under the chosen tutor, who then sees them', async () => {
    const tutor = await post('/signup/tutor', tutorForm);
    const student = await post('/signup/student', {
      ...studentForm,
      grade_id: '1',
      tutor_id: tutor.json().id,
    });
    expect(student.statusCode).toBe(201);
    expect(student.json()).toMatchObject({
      rol_id: 1,
      grade_id: 1,
      tutor_id: tutor.json().id,
      email: null,
    });

    const tutorToken = await t.signIn(tutorForm.username);
    const list = await t.app.inject({ url: '/students', headers: t.bearer(tutorToken) });
    expect(list.json()).toMatchObject({ total: 1, items: [{ username: studentForm.username }] });
  });

  it('asks an installer to choose the tutor, and refuses a grade or tutor that does not exist', async () => {
    const response = await post('/signup/student', { ...studentForm, grade_id: 13 });
    expect(response.json().fields).toEqual({ grade_id: 'Grade is required' });
    const noTutor = await post('/signup/student', studentForm);
    expect(noTutor.json().fields).toEqual({ tutor_id: "Choose the student's tutor" });
    const unknownTutor = await post('/signup/student', {
      ...studentForm,
      tutor_id: 9999,
    });
    expect(unknownTutor.json().fields).toEqual({ tutor_id: 'That tutor does not exist' });
  });

  it("gives a student registered without a school their tutor's school", async () => {
    const tutor = (await post('/signup/tutor', tutorForm)).json();
    const { name_of_the_school: _, ...withoutSchool } = studentForm;
    const omitted = await post('/signup/student', { ...withoutSchool, tutor_id: tutor.id });
    expect(omitted.statusCode).toBe(201);
    expect(omitted.json()).toMatchObject({
      username: studentForm.username,
      name_of_the_school: 'Casa',
    });
    const blank = await post('/signup/student', {
      ...studentForm,
      username: `leo${suffix}`,
      name_of_the_school: '   ',
      tutor_id: tutor.id,
    });
    expect(blank.statusCode).toBe(201);
    expect(blank.json().name_of_the_school).toBe('Casa');
    // A school of their own is kept.
    const own = await post('/signup/student', {
      ...studentForm,
      username: `sol${suffix}`,
      name_of_the_school: '  Escuela Sol ',
      tutor_id: tutor.id,
    });
    expect(own.json().name_of_the_school).toBe('Escuela Sol');

    // A tutor registering their own student, and the student seeing it on their profile.
    const colleague = await t.createUser('tutor', { name_of_the_school: 'Lincoln Elementary' });
    const mine = await post(
      '/signup/student',
      { ...withoutSchool, username: `mia${suffix}` },
      await t.tokenFor(colleague),
    );
    expect(mine.statusCode).toBe(201);
    const me = await t.app.inject({
      url: '/users/me',
      headers: t.bearer(await t.signIn(`mia${suffix}`)),
    });
    expect(me.json()).toMatchObject({
      username: `mia${suffix}`,
      name_of_the_school: 'Lincoln Elementary',
    });
  });

  it('still asks for the school when the tutor has none, and refuses one too long', async () => {
    const schoolless = await t.createUser('tutor', { name_of_the_school: '' });
    const student = { ...studentForm, name_of_the_school: '', tutor_id: schoolless.id };
    const english = await post('/signup/student', student);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      error: 'validation',
      message: 'School name is required',
      fields: { name_of_the_school: 'School name is required' },
    });
    const spanish = await post('/signup/student', student, installerToken, 'es');
    expect(spanish.json().fields).toEqual({
      name_of_the_school: 'El nombre de la escuela es obligatorio',
    });
    const tooLong = await post('/signup/student', {
      ...student,
      name_of_the_school: 'x'.repeat(121),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({
      name_of_the_school: 'School name is too long (120 characters at most)',
    });
    const tutorToken = await t.tokenFor(schoolless);
    const list = await t.app.inject({ url: '/students', headers: t.bearer(tutorToken) });
    expect(list.json().total).toBe(0);
  });

  it('lets a tutor add a tutor and a student to their own account only', async () => {
    const tutor = await t.createUser('tutor');
    const otherTutor = await t.createUser('tutor');
    const token = await t.tokenFor(tutor);
    const colleague = await post(
      '/signup/tutor',
      { ...tutorForm, username: `colleague${suffix}` },
      token,
    );
    expect(colleague.statusCode).toBe(201);
    const tutors = await t.app.inject({ url: '/tutors', headers: t.bearer(token) });
    expect(
      tutors
        .json()
        .items.map((item: { username: string }) => item.username)
        .sort(),
    ).toEqual([`colleague${suffix}`, tutor.username].sort());
    const intoOther = await post(
      '/signup/student',
      { ...studentForm, tutor_id: otherTutor.id },
      token,
    );
    expect(intoOther.statusCode).toBe(400);
  });

  it('refuses sign-up to students (403) and to visitors (401)', async () => {
    const student = await t.createUser('student');
    const studentToken = await t.tokenFor(student);
    expect((await post('/signup/tutor', tutorForm, studentToken)).statusCode).toBe(403);
    const denied = await post('/signup/student', tutorForm, studentToken);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ error: 'forbidden', message: 'Access denied' });
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/signup/tutor',
      payload: tutorForm,
    });
    expect(visitor.statusCode).toBe(401);
  });
});
