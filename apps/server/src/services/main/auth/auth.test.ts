import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import { createMainService } from '../main-service';
import type { MainTestApp } from '../../../testing/main-app';
import { createMainTestApp } from '../../../testing/main-app';
import { uniqueCaller } from '../../../testing/counter-stores';
import { advanceClockForTest } from '../../../testing/test-clock';

const LOGIN_FAILED_EN = 'Please check your username and password. Both are case sensitive.';
const LOGIN_FAILED_ES =
  'Revisa tu nombre de usuario y tu contraseña. Se distinguen mayúsculas y minúsculas.';

describe.each(testDialects())('sign-in on %s', (dialect) => {
  let t: MainTestApp;
  beforeAll(async () => {
    t = await createMainTestApp(dialect);
  });
  afterAll(() => t.close());

  it('issues a bearer token that opens /users/me', async () => {
    const student = await t.createUser('student', { username: 'Ana', firstname: 'Ana' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth',
      payload: { username: 'Ana', password: 'secret1' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 43200 });
    const me = await t.app.inject({ url: '/users/me', headers: t.bearer(body.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: student.id,
      username: 'Ana',
      firstname: 'Ana',
      rol_id: 1,
      grade_id: 1,
      roles: ['student'],
    });
    expect(me.json().permissions).toContainEqual({
      subject_name: 'Quiz',
      rules: [{ action: 'take', subject: 'Quiz' }],
    });
    expect(me.json()).not.toHaveProperty('password_hash');
  });

  it('answers a wrong password or a differently cased username with the login text', async () => {
    await t.createUser('tutor', { username: 'Maria' });
    for (const payload of [
      { username: 'Maria', password: 'wrong-one' },
      { username: 'maria', password: 'secret1' },
      { username: 'nobody', password: 'secret1' },
      { username: 'Maria', password: 'SECRET1' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/auth', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'invalid_credentials', message: LOGIN_FAILED_EN });
    }
    const spanish = await t.app.inject({
      method: 'POST',
      url: '/auth',
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
      payload: { username: 'Maria', password: 'nope' },
    });
    expect(spanish.json().message).toBe(LOGIN_FAILED_ES);
  });

  it('asks for the missing fields', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/auth', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('locks a username after five failures, for every server copy, and opens it later', async () => {
    await t.createUser('student', { username: 'luis' });
    // Built first: on a busy machine building it takes seconds, which the lock would count.
    const secondCopy = await createMainService(t.context);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth',
        payload: { username: 'luis', password: 'wrong' },
      });
      expect(response.statusCode).toBe(401);
    }
    // A second copy of the service over the same database refuses the right password too.
    const locked = await secondCopy.inject({
      method: 'POST',
      url: '/auth',
      payload: { username: 'luis', password: 'secret1' },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Too many failed sign-in attempts. Please wait 5 seconds and try again.',
    );
    await secondCopy.close();

    advanceClockForTest(t, 5_000);
    const later = await t.app.inject({
      method: 'POST',
      url: '/auth',
      payload: { username: 'luis', password: 'secret1' },
    });
    expect(later.statusCode).toBe(200);
  });

  it('revokes the token on logout, and a new sign-in works', async () => {
    const tutor = await t.createUser('tutor');
    const token = await t.tokenFor(tutor);
    const logout = await t.app.inject({ method: 'POST', url: '/logout', headers: t.bearer(token) });
    expect(logout.statusCode).toBe(204);
    const refused = await t.app.inject({ url: '/users/me', headers: t.bearer(token) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      error: 'unauthorized',
      message: 'Please sign in to continue.',
    });
    const fresh = await t.signIn(tutor.username);
    expect((await t.app.inject({ url: '/users/me', headers: t.bearer(fresh) })).statusCode).toBe(
      200,
    );
  });

  it('refuses forged, schemeless and missing tokens', async () => {
    const tutor = await t.createUser('tutor');
    const token = await t.tokenFor(tutor);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.c2lnbmF0dXJl`;
    for (const authorization of [undefined, 'Bearer ', `Bearer ${forged}`, 'Basic abc', token]) {
      const response = await t.app.inject({
        url: '/users/me',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe.each(testDialects())('password recovery on %s', (dialect) => {
  let t: MainTestApp;
  let username: string;
  let remoteAddress: string;
  // One app per file. The reset rate limits count per address and the links go by mail: each
  // test has a username, an address and a mailbox of its own.
  beforeAll(async () => {
    t = await createMainTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    t.clearMails();
    ({ username, remoteAddress } = uniqueCaller('rosa'));
  });

  const request = (payload: object, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/password-resets',
      remoteAddress,
      headers: { 'accept-language': language },
      payload,
    });
  const confirmReset = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/password-resets/confirm', remoteAddress, payload });

  it('gives one text for a wrong username or a wrong email, in both languages', async () => {
    await t.createUser('tutor', { username, email: 'rosa@example.com' });
    const wrongUsername = username.replace(/^rosa/, 'rose');
    const wrongUser = await request({ username: wrongUsername, email: 'rosa@example.com' });
    const wrongEmail = await request({ username, email: 'rose@example.com' });
    expect(wrongUser.statusCode).toBe(400);
    expect(wrongUser.json()).toEqual(wrongEmail.json());
    expect(wrongUser.json().message).toBe(
      'Please verify your username and email: they do not match our records.',
    );
    const spanish = await request({ username: wrongUsername, email: 'rosa@example.com' }, 'es');
    expect(spanish.json().message).toBe(
      'Verifica tu nombre de usuario y tu correo electrónico: no coinciden con nuestros datos.',
    );
    expect(t.mails).toHaveLength(0);
  });

  it('mails a single-use link that sets a new password and signs out old sessions', async () => {
    const tutor = await t.createUser('tutor', {
      username,
      email: 'Rosa@Example.com',
      language: 'es',
      firstname: 'Rosa',
    });
    const oldToken = await t.tokenFor(tutor);
    const sent = await request({ username, email: 'rosa@example.com' });
    expect(sent.statusCode).toBe(202);
    expect(sent.json().message).toBe('We sent a link to reset your password to your email.');
    expect(t.mails).toHaveLength(1);
    const mail = t.mails[0]!;
    expect(mail.to).toBe('Rosa@Example.com');
    expect(mail.subject).toBe('Restablece tu contraseña de Aula');
    expect(mail.text).toContain('Hola, Rosa:');
    const token = new URL(/http\S+/.exec(mail.text)![0]).searchParams.get('token')!;

    const confirm = (password: string) =>
      confirmReset({ token, password, verify_password: password });
    const done = await confirm('new-secret');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Your password was changed. You can sign in now.');
    expect((await confirm('another-one')).json().error).toBe('reset_token_invalid');

    expect((await t.app.inject({ url: '/users/me', headers: t.bearer(oldToken) })).statusCode).toBe(
      401,
    );
    await expect(t.signIn(username, 'secret1')).rejects.toThrow();
    await expect(t.signIn(username, 'new-secret')).resolves.toBeTruthy();
  });

  it('refuses an expired link and checks the new password like sign-up does', async () => {
    await t.createUser('tutor', { username, email: 'rosa@example.com' });
    await request({ username, email: 'rosa@example.com' });
    const token = new URL(/http\S+/.exec(t.mails[0]!.text)![0]).searchParams.get('token')!;
    const short = await confirmReset({ token, password: 'abc', verify_password: 'abd' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({
      password: 'Password must have at least 6 characters',
      verify_password: 'Passwords do not match',
    });
    advanceClockForTest(t, 61 * 60_000);
    const expired = await confirmReset({
      token,
      password: 'good-pass',
      verify_password: 'good-pass',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(
      'This reset link is invalid or has expired. Please ask for a new one.',
    );
  });
});
