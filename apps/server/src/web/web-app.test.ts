import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadEnv } from '../platform/env';
import { createWebApp } from './web-app';

/** A script big enough to be worth compressing, like every chunk of the real build. */
const SCRIPT = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `text ${i}`))};`;
const PAGE = `<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body>${'<!-- padding -->'.repeat(100)}</body></html>`;

describe('how the web service sends the app', () => {
  let distDir: string;
  let web: FastifyInstance;
  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'aula-web-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), PAGE);
    writeFileSync(join(distDir, 'assets', 'app-1a2b.js'), SCRIPT);
    web = await createWebApp(loadEnv({ WEB_DIST_DIR: distDir, LOG_LEVEL: 'silent' }));
  });
  afterAll(async () => {
    await web.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('compresses scripts with brotli or gzip, as the browser accepts, and they unpack intact', async () => {
    const brotli = await web.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 2);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await web.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
  });

  it('compresses the page, which is still never cached stale', async () => {
    const response = await web.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(response.rawPayload).toString()).toBe(PAGE);
  });

  it('sends plain files to a client that accepts no compression', async () => {
    const response = await web.inject({ url: '/assets/app-1a2b.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
