import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import type { EmailReportSettings } from '@aula/shared';
import type { MainTestApp } from '../../../testing/main-app';
import { createMainTestApp } from '../../../testing/main-app';
import type { UserRow } from '../../../domain/users/users-repository';

const URL = '/users/me/email_reports';

describe.each(testDialects())('emailed-report settings on %s', (dialect) => {
  let t: MainTestApp;
  let tutor: UserRow;
  let token: string;
  // One app per file; each test has a tutor of its own.
  beforeAll(async () => {
    t = await createMainTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    tutor = await t.createUser('tutor', { email: 'quillon@example.com' });
    token = await t.tokenFor(tutor);
  });

  const call = (method: 'GET' | 'PUT', payload?: object, lang = 'en', as = token) =>
    t.app.inject({
      method,
      url: URL,
      ...(payload ? { payload } : {}),
      headers: { ...t.bearer(as), 'accept-language': lang },
    });

  it('are off, to the tutor’s email, weekly and in UTC until saved', async () => {
    const response = await call('GET');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      enabled: false,
      address: 'quillon@example.com',
      frequency: 'weekly',
      time_zone: 'UTC',
      last_sent_at: null,
    });

    const noEmail = await t.createUser('tutor', { email: null });
    const other = await call('GET', undefined, 'en', await t.tokenFor(noEmail));
    expect(other.json<EmailReportSettings>().address).toBe('');
  });

  it('are saved and read back, and saved again over the first ones', async () => {
    const saved = await call('PUT', {
      enabled: true,
      address: '  reports@example.com ',
      frequency: 'daily',
      time_zone: 'America/Mexico_City',
    });
    expect(saved.statusCode).toBe(200);
    const expected = {
      enabled: true,
      address: 'reports@example.com',
      frequency: 'daily',
      time_zone: 'America/Mexico_City',
      last_sent_at: null,
    };
    expect(saved.json()).toEqual(expected);
    expect((await call('GET')).json()).toEqual(expected);

    const again = await call('PUT', {
      enabled: false,
      address: '',
      frequency: 'weekly',
      time_zone: 'Europe/Madrid',
    });
    expect(again.json()).toEqual({
      enabled: false,
      address: '',
      frequency: 'weekly',
      time_zone: 'Europe/Madrid',
      last_sent_at: null,
    });
    // Each tutor has their own settings.
    const other = await t.createUser('tutor', { email: 'other@example.com' });
    expect(
      (await call('GET', undefined, 'en', await t.tokenFor(other))).json<EmailReportSettings>(),
    ).toMatchObject({ enabled: false, address: 'other@example.com' });
  });

  it('need a valid address when reports are on, in the caller’s language', async () => {
    const body = { enabled: true, frequency: 'weekly', time_zone: 'UTC' };
    const missing = await call('PUT', { ...body, address: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'validation',
      message: 'Email is required',
      fields: { address: 'Email is required' },
    });
    const invalid = await call('PUT', { ...body, address: 'not-an-address' }, 'es');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      message: 'El formato del correo electrónico no es válido',
      fields: { address: 'El formato del correo electrónico no es válido' },
    });
    // Off, an empty address is fine.
    expect((await call('PUT', { ...body, enabled: false, address: '' })).statusCode).toBe(200);
  });

  it('refuse an unknown frequency, time zone or a missing switch with the texts', async () => {
    const response = await call('PUT', {
      address: 'a@example.com',
      frequency: 'monthly',
      time_zone: 'Mars/Olympus',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      enabled: 'Choose whether to receive email reports',
      frequency: 'Choose daily or weekly',
      time_zone: 'Choose a valid time zone',
    });
    const spanish = await call(
      'PUT',
      { enabled: true, address: 'a@example.com', frequency: 'hourly', time_zone: 'Nowhere/City' },
      'es',
    );
    expect(spanish.json().fields).toEqual({
      frequency: 'Elige diario o semanal',
      time_zone: 'Elige una zona horaria válida',
    });
    // Nothing was saved.
    expect((await call('GET')).json<EmailReportSettings>().enabled).toBe(false);
  });

  it('are for tutors only', async () => {
    const student = await t.createUser('student', {
      account_id: tutor.account_id,
      tutor_id: tutor.id,
    });
    const installer = await t.createUser('installer');
    const body = { enabled: true, address: 'a@example.com', frequency: 'daily', time_zone: 'UTC' };
    for (const user of [student, installer]) {
      const userToken = await t.tokenFor(user);
      expect((await call('GET', undefined, 'en', userToken)).statusCode).toBe(403);
      const put = await call('PUT', body, 'es', userToken);
      expect(put.statusCode).toBe(403);
      expect(put.json()).toEqual({ error: 'forbidden', message: 'Acceso denegado' });
    }
    for (const method of ['GET', 'PUT'] as const) {
      const response = await t.app.inject({
        method,
        url: URL,
        ...(method === 'PUT' ? { payload: body } : {}),
      });
      expect(response.statusCode).toBe(401);
    }
    expect((await call('GET')).json<EmailReportSettings>().enabled).toBe(false);
  });
});
