import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDialects } from '@aula/db/testing';
import { createActivityService } from '../services/activity/activity-service';
import { createDictionaryService } from '../services/dictionary/dictionary-service';
import type { MainTestApp } from '../testing/main-app';
import { createMainTestApp } from '../testing/main-app';
import { docsArePublic } from './docs-visibility';

describe('whether /docs is published', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '[::1]', 'localhost', 'LocalHost'])(
    'is public by default when the services listen on %s only',
    (host) =>
      expect(docsArePublic({ HOST: host, DOCS: undefined, TRUSTED_PROXIES: undefined })).toBe(true),
  );

  it.each(['0.0.0.0', '::', '192.168.1.10', '10.0.0.5', 'aula.school.example', '128.0.0.1'])(
    'is off by default when the services listen on %s',
    (host) =>
      expect(docsArePublic({ HOST: host, DOCS: undefined, TRUSTED_PROXIES: undefined })).toBe(
        false,
      ),
  );

  it('keeps them off behind a reverse proxy on this computer, which puts them on the network', () => {
    expect(
      docsArePublic({ HOST: '127.0.0.1', DOCS: undefined, TRUSTED_PROXIES: '127.0.0.1' }),
    ).toBe(false);
  });

  it('follows DOCS whatever the host', () => {
    expect(docsArePublic({ HOST: '0.0.0.0', DOCS: 'public' })).toBe(true);
    expect(docsArePublic({ HOST: '127.0.0.1', DOCS: 'off' })).toBe(false);
  });
});

describe.each(testDialects())('/docs of the three services on %s', (dialect) => {
  let t: MainTestApp;
  let services: FastifyInstance[];
  async function start(settings: Record<string, string> = {}) {
    t = await createMainTestApp(dialect, settings);
    services = [
      t.app,
      await createActivityService(t.context),
      await createDictionaryService(t.context),
    ];
  }
  afterEach(async () => {
    await Promise.all(services.slice(1).map((service) => service.close()));
    await t.close();
  });

  const docsPaths = ['/docs', '/docs/json', '/docs/static/swagger-initializer.js'];

  it('are served by default on this computer (HOST 127.0.0.1)', async () => {
    await start();
    for (const service of services)
      for (const url of docsPaths)
        expect((await service.inject({ url })).statusCode, url).toBe(200);
  });

  it.each([
    ['DOCS=off', { DOCS: 'off' }],
    ['HOST=0.0.0.0 and DOCS unset', { HOST: '0.0.0.0' }],
  ])('answer 404 in the error shape with %s', async (_name, settings) => {
    await start(settings);
    for (const service of services) {
      for (const url of docsPaths) {
        const response = await service.inject({ url, headers: { 'accept-language': 'es' } });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ error: 'not_found', message: 'No se encontró' });
        // The API's own policy, not the one that lets Swagger UI run its scripts.
        expect(response.headers['content-security-policy']).not.toContain('script-src');
      }
      expect((await service.inject({ url: '/health' })).statusCode).toBe(200);
    }
  });

  it('are served on the network when DOCS=public', async () => {
    await start({ HOST: '0.0.0.0', DOCS: 'public' });
    for (const service of services)
      expect((await service.inject({ url: '/docs' })).statusCode).toBe(200);
  });
});
