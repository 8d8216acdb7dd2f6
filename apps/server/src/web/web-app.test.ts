import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadEnv } from '../platform/env';
import { createWebApp } from './web-app';

/** A script big enough to be worth compressing, like every chunk of the real build. */
const SCRIPT = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `text ${i}`))};`;
const PAGE = `<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body>${'<!-- padding -->'.repeat(100)}</body></html>`;

/** The build's copies, at levels a server could not afford per request. */
const BROTLI_COPY = brotliCompressSync(SCRIPT);
const GZIP_COPY = gzipSync(SCRIPT, { level: 9 });

describe('how the web service sends the app', () => {
  let distDir: string;
  let web: FastifyInstance;
  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'aula-web-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), PAGE);
    writeFileSync(join(distDir, 'assets', 'app-1a2b.js'), SCRIPT);
    // A chunk as the build writes it: with brotli and gzip copies beside it.
    writeFileSync(join(distDir, 'assets', 'screen-3c4d.js'), SCRIPT);
    writeFileSync(join(distDir, 'assets', 'screen-3c4d.js.br'), BROTLI_COPY);
    writeFileSync(join(distDir, 'assets', 'screen-3c4d.js.gz'), GZIP_COPY);
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

  it("sends the build's compressed copies of a file as they are, as the browser accepts", async () => {
    const brotli = await web.inject({
      url: '/assets/screen-3c4d.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(BROTLI_COPY)).toBe(true);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await web.inject({
      url: '/assets/screen-3c4d.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(GZIP_COPY)).toBe(true);

    const plain = await web.inject({ url: '/assets/screen-3c4d.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
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

  it('answers 404 for a missing file, and the app for a screen', async () => {
    for (const url of [
      '/assets/app-0000.js',
      '/lessons/3010101/media/equal-groups.svg',
      '/favicon-old.png?v=2',
      '/students/robots.txt',
    ]) {
      const response = await web.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toMatch(/html/);
    }
    for (const url of ['/students/12/edit', '/book/show/aula-e-library/a-book.zip', '/?v=1.2']) {
      const response = await web.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(PAGE);
    }
  });
});
