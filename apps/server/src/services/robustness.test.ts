import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDialects } from '@aula/db/testing';
import { createActivityService } from './activity/activity-service';
import { createDictionaryService } from './dictionary/dictionary-service';
import type { MainTestApp } from '../testing/main-app';
import { createMainTestApp } from '../testing/main-app';

describe.each(testDialects())('every service on %s', (dialect) => {
  let t: MainTestApp;
  let services: FastifyInstance[];
  let token: string;
  beforeAll(async () => {
    t = await createMainTestApp(dialect);
    services = [
      t.app,
      await createActivityService(t.context),
      await createDictionaryService(t.context),
    ];
    token = await t.tokenFor(await t.createUser('installer'));
  });
  afterAll(async () => {
    await Promise.all(services.slice(1).map((service) => service.close()));
    await t.close();
  });

  it('answers /health once the database is ready and publishes OpenAPI at /docs', async () => {
    for (const service of services) {
      const health = await service.inject({ url: '/health' });
      expect(health.json()).toEqual({ status: 'ok' });
      const docs = await service.inject({ url: '/docs/json' });
      expect(docs.statusCode).toBe(200);
      expect(docs.json().openapi).toMatch(/^3\./);
    }
    const mainDocs = (await t.app.inject({ url: '/docs/json' })).json();
    expect(Object.keys(mainDocs.paths)).toEqual(
      expect.arrayContaining([
        '/auth',
        '/users/me',
        '/get-user',
        '/signup/student',
        '/signup/tutor',
      ]),
    );
  });

  const routes = [
    ['POST', '/auth'],
    ['POST', '/get-user'],
    ['POST', '/signup/tutor'],
    ['POST', '/signup/student'],
    ['POST', '/password-resets'],
    ['POST', '/password-resets/confirm'],
    ['PATCH', '/users/me'],
  ] as const;

  it('turns malformed JSON, wrong types and empty bodies into 400s, never 500s', async () => {
    const bodies = ['{"username": ', 'null', '[]', '"text"', '42', '{"data": "x"}', ''];
    for (const [method, url] of routes) {
      for (const payload of bodies) {
        const response = await t.app.inject({
          method,
          url,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          payload,
        });
        expect(response.statusCode, `${method} ${url} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${method} ${url} ${payload}`).toBeLessThan(500);
        expect(response.json()).toHaveProperty('message');
      }
    }
  });

  it('refuses a huge body with 413 and other media types with 415', async () => {
    const huge = await t.app.inject({
      method: 'POST',
      url: '/auth',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1024 * 1024), password: 'y' }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'body_too_large', message: 'The request is too large.' });
    const xml = await t.app.inject({
      method: 'POST',
      url: '/auth',
      headers: { 'content-type': 'application/xml', 'accept-language': 'es' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().message).toBe('Envía la solicitud en formato JSON.');
  });

  it('answers unknown paths with a translated JSON 404', async () => {
    const response = await t.app.inject({ url: '/nope', headers: { 'accept-language': 'es' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'No se encontró' });
  });
});
