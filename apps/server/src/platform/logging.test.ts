import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDialects } from '@aula/db/testing';
import type { TestContext } from '../testing/test-context';
import { createTestContext } from '../testing/test-context';
import { createWebApp } from '../web/web-app';
import { createService } from './create-service';
import { findUser } from '../domain/users/find-user';
import { loadEnv } from './env';
import type { LogDestination } from './logging';

const CLIENT = '203.0.113.7';

/** A log destination that keeps its lines, as written and as JSON. */
function capturedLog() {
  const lines: string[] = [];
  const destination: LogDestination = { write: (line) => void lines.push(line) };
  return {
    destination,
    text: () => lines.join(''),
    /** The `req` of the "incoming request" line for this path. */
    requestEntry(url: string) {
      const entry = lines
        .map((line) => JSON.parse(line) as { msg?: string; req?: Record<string, unknown> })
        .find((parsed) => parsed.msg === 'incoming request' && parsed.req?.url === url);
      expect(entry, `no request line for ${url} in:\n${lines.join('')}`).toBeDefined();
      return entry!.req!;
    },
  };
}

describe.each(testDialects())("the services' request log on %s", (dialect) => {
  const contexts: TestContext[] = [];
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(contexts.map((context) => context.close()));
  });

  async function serviceLogging(settings: Record<string, string>) {
    const test = await createTestContext(dialect, { LOG_LEVEL: 'info', ...settings });
    contexts.push(test);
    const log = capturedLog();
    const app = await createService(test.context, {
      findUser: findUser(test.context),
      title: 'Logged',
      description: 'A service whose log the test reads',
      logDestination: log.destination,
    });
    apps.push(app);
    return { app, log };
  }

  it("leaves the client's address out at level info by default", async () => {
    const { app, log } = await serviceLogging({});
    const response = await app.inject({
      url: '/health',
      remoteAddress: CLIENT,
      headers: { 'x-forwarded-for': '198.51.100.4' },
    });
    expect(response.statusCode).toBe(200);
    const request = log.requestEntry('/health');
    expect(request).toMatchObject({ method: 'GET', url: '/health' });
    expect(request).not.toHaveProperty('remoteAddress');
    expect(request).not.toHaveProperty('remotePort');
    expect(log.text()).not.toContain(CLIENT);
    expect(log.text()).not.toContain('198.51.100.4');
  });

  it('writes it with LOG_CLIENT_ADDRESSES=1: the client behind a configured proxy', async () => {
    const { app, log } = await serviceLogging({
      LOG_CLIENT_ADDRESSES: '1',
      TRUSTED_PROXIES: '10.0.0.2',
    });
    await app.inject({ url: '/health', remoteAddress: CLIENT });
    expect(log.requestEntry('/health')).toMatchObject({ remoteAddress: CLIENT });
    await app.inject({
      url: '/health?through=proxy',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '198.51.100.4' },
    });
    expect(log.requestEntry('/health?through=proxy')).toMatchObject({
      remoteAddress: '198.51.100.4',
    });
  });
});

describe("the web service's request log", () => {
  let distDir: string;
  const apps: FastifyInstance[] = [];
  beforeAll(() => {
    distDir = mkdtempSync(join(tmpdir(), 'aula-web-log-'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Aula</title>');
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    rmSync(distDir, { recursive: true, force: true });
  });

  async function webLogging(settings: Record<string, string>) {
    const log = capturedLog();
    const env = loadEnv({ WEB_DIST_DIR: distDir, LOG_LEVEL: 'info', ...settings });
    const app = await createWebApp(env, { logDestination: log.destination });
    apps.push(app);
    return { app, log };
  }

  it("leaves the client's address out by default and writes it with the switch", async () => {
    const quiet = await webLogging({});
    expect((await quiet.app.inject({ url: '/', remoteAddress: CLIENT })).statusCode).toBe(200);
    expect(quiet.log.requestEntry('/')).not.toHaveProperty('remoteAddress');
    expect(quiet.log.text()).not.toContain(CLIENT);

    const logged = await webLogging({ LOG_CLIENT_ADDRESSES: '1' });
    await logged.app.inject({ url: '/', remoteAddress: CLIENT });
    expect(logged.log.requestEntry('/')).toMatchObject({ remoteAddress: CLIENT });
  });
});
