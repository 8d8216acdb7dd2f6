import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import type { MainTestApp } from '../../../testing/main-app';
import { createMainTestApp } from '../../../testing/main-app';

const URL = '/users/me/welcome';

describe.each(testDialects())('the first-run welcome on %s', (dialect) => {
  let t: MainTestApp;
  const tokens: Record<'tutor' | 'student' | 'sibling' | 'installer', string> = {} as never;

  beforeAll(async () => {
    t = await createMainTestApp(dialect);
    const tutor = await t.createUser('tutor');
    const family = { account_id: tutor.account_id, tutor_id: tutor.id };
    Object.assign(tokens, {
      tutor: await t.tokenFor(tutor),
      student: await t.tokenFor(await t.createUser('student', family)),
      sibling: await t.tokenFor(await t.createUser('student', family)),
      installer: await t.tokenFor(await t.createUser('installer')),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST', token?: string) =>
    t.app.inject({ method, url: URL, headers: token ? t.bearer(token) : {} });

  it('is due for a new student and tutor, and is remembered once seen', async () => {
    for (const who of ['student', 'tutor'] as const) {
      const before = await call('GET', tokens[who]);
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual({ welcomed_at: null });

      const seen = await call('POST', tokens[who]);
      expect(seen.statusCode).toBe(200);
      const { welcomed_at } = seen.json<{ welcomed_at: string }>();
      expect(new Date(welcomed_at).toISOString()).toBe(welcomed_at);
      expect((await call('GET', tokens[who])).json()).toEqual({ welcomed_at });
    }
    // Each user has their own: the sibling has not seen it yet.
    expect((await call('GET', tokens.sibling)).json()).toEqual({ welcomed_at: null });
  });

  it('keeps the first time when the welcome is watched again', async () => {
    const first = (await call('POST', tokens.sibling)).json<{ welcomed_at: string }>();
    const again = (await call('POST', tokens.sibling)).json<{ welcomed_at: string }>();
    expect(again.welcomed_at).toBe(first.welcomed_at);
  });

  it('is for students and tutors, signed in', async () => {
    expect((await call('GET')).statusCode).toBe(401);
    expect((await call('POST')).statusCode).toBe(401);
    expect((await call('GET', tokens.installer)).statusCode).toBe(403);
    expect((await call('POST', tokens.installer)).statusCode).toBe(403);
  });
});
