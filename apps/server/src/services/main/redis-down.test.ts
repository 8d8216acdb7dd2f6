import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedCounters } from '../../platform/shared-counters/shared-counters';
import type { MainTestApp } from '../../testing/main-app';
import { createMainTestApp } from '../../testing/main-app';

/** Port 1 on this computer: nothing listens there, so every connection is refused at once. */
const REDIS_THAT_IS_DOWN = 'redis://127.0.0.1:1';

describe('with REDIS_URL set and Redis down', () => {
  let t: MainTestApp;
  beforeAll(async () => {
    t = await createMainTestApp('sqlite', { REDIS_URL: REDIS_THAT_IS_DOWN });
  });
  afterAll(async () => {
    await closeSharedCounters(t.context);
    await t.close();
  });

  it('refuses a sign-in it cannot count with 503 and a translated message, and issues no token', async () => {
    const tutor = await t.createUser('tutor');
    const signIn = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth',
        headers: { 'accept-language': language },
        payload: { username: tutor.username, password: 'secret1' },
      });
    const english = await signIn('en');
    expect(english.statusCode).toBe(503);
    expect(english.json()).toEqual({
      error: 'service_unavailable',
      message: 'Aula cannot take this request right now. Please try again in a minute.',
    });
    const spanish = await signIn('es');
    expect(spanish.statusCode).toBe(503);
    expect(spanish.json().message).toBe(
      'Aula no puede atender esta solicitud ahora mismo. Inténtalo de nuevo en un minuto.',
    );
    expect(english.json()).not.toHaveProperty('access_token');
  });

  it('refuses a password reset request the same way, and sends no mail', async () => {
    const tutor = await t.createUser('tutor');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/password-resets',
      payload: { username: tutor.username, email: tutor.email },
    });
    expect(reset.statusCode).toBe(503);
    expect(reset.json().error).toBe('service_unavailable');
    expect(t.mails).toEqual([]);
  });

  it('still answers what it does not count', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
  });
});
