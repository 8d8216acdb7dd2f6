import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { testDialects } from '@aula/db/testing';
import { createActivityService } from '../services/activity/activity-service';
import { createDictionaryService } from '../services/dictionary/dictionary-service';
import type { MainTestApp } from '../testing/main-app';
import { createMainTestApp } from '../testing/main-app';
import { createWebApp } from '../web/web-app';
import { loadEnv } from './env';

/** The CSP's directives by name, e.g. { 'script-src': ["'self'"] }. */
function csp(response: LightMyRequestResponse) {
  const header = String(response.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** What every answer of every service carries, whatever its CSP. */
function expectHardened(response: LightMyRequestResponse) {
  expect(response.headers['x-powered-by']).toBeUndefined();
  expect(response.headers.server).toBeUndefined();
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(csp(response)['frame-ancestors']).toEqual(["'none'"]);
  // Plain http (a home computer on localhost) is never pinned to https.
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe.each(testDialects())('security headers of the API services on %s', (dialect) => {
  let t: MainTestApp;
  let services: FastifyInstance[];
  beforeAll(async () => {
    t = await createMainTestApp(dialect);
    services = [
      t.app,
      await createActivityService(t.context),
      await createDictionaryService(t.context),
    ];
  });
  afterAll(async () => {
    await Promise.all(services.slice(1).map((service) => service.close()));
    await t.close();
  });

  it('answers JSON, errors and unknown paths under a CSP that allows nothing', async () => {
    for (const service of services) {
      for (const url of ['/health', '/no-such-path']) {
        const response = await service.inject({ url });
        expectHardened(response);
        expect(csp(response)['default-src']).toEqual(["'none'"]);
      }
    }
  });

  it('gives Swagger UI at /docs a policy for its own scripts and styles, none inline', async () => {
    for (const service of services) {
      const page = await service.inject({ url: '/docs' });
      expect(page.statusCode).toBe(200);
      expectHardened(page);
      const policy = csp(page);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['connect-src']).toEqual(["'self'"]);
      // Its page loads every script from a file, which script-src 'self' allows.
      expect(page.body).toMatch(/<script src="[^"]+"/);
      expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      const script = await service.inject({ url: '/docs/static/swagger-initializer.js' });
      expect(script.statusCode).toBe(200);
      expect(csp(script)['script-src']).toEqual(["'self'"]);
    }
  });

  it('believes X-Forwarded-Proto from no one when no proxy is configured', async () => {
    for (const remoteAddress of ['127.0.0.1', '10.0.0.2', '203.0.113.7']) {
      const claimed = await t.app.inject({
        url: '/health',
        remoteAddress,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(claimed.headers['strict-transport-security'], remoteAddress).toBeUndefined();
    }
  });

  it('adds HSTS only when a configured proxy says the request came over TLS', async () => {
    const behindProxy = await createMainTestApp(dialect, { TRUSTED_PROXIES: '10.0.0.2' });
    try {
      const overTls = await behindProxy.app.inject({
        url: '/health',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(overTls.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const claimedByClient = await behindProxy.app.inject({
        url: '/health',
        remoteAddress: '10.0.0.3',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(claimedByClient.headers['strict-transport-security']).toBeUndefined();
      const plain = await behindProxy.app.inject({
        url: '/health',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });

  it('lets the web app origin call the services and no other', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/auth',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const allowed = await preflight('http://localhost:3000');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const refused = await preflight('http://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const otherPort = await preflight('http://localhost:4000');
    expect(otherPort.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a body over 256 KiB with 413 in the error shape, with the headers', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth',
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
      payload: JSON.stringify({ username: 'x'.repeat(300 * 1024), password: 'y' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'body_too_large', message: expect.any(String) });
    expectHardened(response);
  });
});

describe('security headers of the web service', () => {
  let distDir: string;
  let web: FastifyInstance;
  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'aula-web-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(
      join(distDir, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head></html>',
    );
    writeFileSync(join(distDir, 'assets', 'app.js'), 'console.log("aula");');
    web = await createWebApp(loadEnv({ WEB_DIST_DIR: distDir, LOG_LEVEL: 'silent' }));
  });
  afterAll(async () => {
    await web.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves the app, its assets and /config.json under a CSP without inline scripts', async () => {
    for (const url of ['/', '/students', '/assets/app.js', '/config.json']) {
      const response = await web.inject({ url, headers: { host: 'aula.local:3000' } });
      expect(response.statusCode, url).toBe(200);
      expectHardened(response);
      const policy = csp(response);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['worker-src']).toEqual(["'self'"]);
      expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
      expect(policy['default-src']).not.toContain("'unsafe-inline'");
    }
  });

  it("lets the page call the services the browser is told about, on the page's host", async () => {
    const response = await web.inject({ url: '/', headers: { host: 'school.example:3000' } });
    expect(csp(response)['connect-src']).toEqual([
      "'self'",
      'http://school.example:3003',
      'http://school.example:3001',
      'http://school.example:3002',
    ]);
    const config = await web.inject({ url: '/config.json', headers: { host: 'school.example' } });
    expect(config.json()).toMatchObject({ mainServiceUrl: 'http://school.example:3003/' });
  });

  it('names configured service addresses, and adds HSTS behind a TLS proxy only', async () => {
    const configured = await createWebApp(
      loadEnv({
        WEB_DIST_DIR: distDir,
        LOG_LEVEL: 'silent',
        MAIN_SERVICE_URL: 'https://api.school.example/main/',
        ACTIVITY_SERVICE_URL: 'https://api.school.example/activity/v1/',
        DICTIONARY_SERVICE_URL: 'https://words.school.example/v1/',
        TRUSTED_PROXIES: '127.0.0.1',
      }),
    );
    try {
      const response = await configured.inject({
        url: '/',
        remoteAddress: '127.0.0.1',
        headers: { host: 'aula.school.example', 'x-forwarded-proto': 'https' },
      });
      expect(csp(response)['connect-src']).toEqual([
        "'self'",
        'https://api.school.example',
        'https://words.school.example',
      ]);
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
      const claimedByClient = await configured.inject({
        url: '/',
        remoteAddress: '192.168.1.23',
        headers: { host: 'aula.school.example', 'x-forwarded-proto': 'https' },
      });
      expect(claimedByClient.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await configured.close();
    }
  });

  it("tells the browser the services' scheme from X-Forwarded-Proto of a configured proxy only", async () => {
    const config = (remoteAddress: string) =>
      web.inject({
        url: '/config.json',
        remoteAddress,
        headers: { host: 'school.example', 'x-forwarded-proto': 'https' },
      });
    // `web` has no TRUSTED_PROXIES: a claim from this computer or the LAN is not TLS.
    for (const remoteAddress of ['127.0.0.1', '192.168.1.23'])
      expect((await config(remoteAddress)).json()).toMatchObject({
        mainServiceUrl: 'http://school.example:3003/',
      });
    const behindProxy = await createWebApp(
      loadEnv({ WEB_DIST_DIR: distDir, LOG_LEVEL: 'silent', TRUSTED_PROXIES: '192.168.1.1' }),
    );
    try {
      const fromProxy = await behindProxy.inject({
        url: '/config.json',
        remoteAddress: '192.168.1.1',
        headers: { host: 'school.example', 'x-forwarded-proto': 'https' },
      });
      expect(fromProxy.json()).toMatchObject({ mainServiceUrl: 'https://school.example:3003/' });
    } finally {
      await behindProxy.close();
    }
  });

  it("keeps the web app's own index.html free of inline scripts", () => {
    const html = readFileSync(join(import.meta.dirname, '../../../web/index.html'), 'utf8');
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\ssrc="/);
  });
});
