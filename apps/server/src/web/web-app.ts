import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { Env } from '../platform/env';
import type { LogDestination } from '../platform/logging';
import { loggerOptions } from '../platform/logging';
import { registerWebSecurityHeaders } from '../platform/security-headers';
import { trustProxyOption } from '../platform/trusted-proxies';

/** The addresses the browser uses for the three services, decided per request. */
export function runtimeConfig(env: Env, protocol: string, hostname: string) {
  const host = hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname;
  const on = (port: number, path: string) => `${protocol}://${host}:${port}${path}`;
  return {
    mainServiceUrl: env.MAIN_SERVICE_URL ?? on(env.MAIN_PORT, '/'),
    activityServiceUrl: env.ACTIVITY_SERVICE_URL ?? on(env.ACTIVITY_PORT, '/v1/'),
    dictionaryServiceUrl: env.DICTIONARY_SERVICE_URL ?? on(env.DICTIONARY_PORT, '/v1/'),
  };
}

/**
 * A request for a file the build does not have (a picture, a script, a stale chunk) must fail as a
 * file: answered with the app's page it would look loaded, and hide the broken link. The book
 * reader is the one screen whose address ends in a file name (/book/show/{diskname}/{zip_file},
 * docs/product-rules.md#student-screens), so it still gets the app.
 */
function asksForAFile(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0]!;
  if (path.startsWith('/assets/')) return true;
  return /\.[A-Za-z0-9]{1,8}$/.test(path) && !path.startsWith('/book/show/');
}

/**
 * Serves the built web app. `/config.json` is made at run time so that a deployment can point
 * the browser at other service addresses without rebuilding; every other path that is not a
 * file gets the app (the screens are the browser's routes).
 */
export async function createWebApp(env: Env, options: { logDestination?: LogDestination } = {}) {
  const distDir = env.WEB_DIST_DIR;
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`The web app is not built (${distDir}). Run "npm run build" first.`);
  }
  const app = Fastify({
    logger: loggerOptions(env, options.logDestination),
    trustProxy: trustProxyOption(env),
  });
  await registerWebSecurityHeaders(app, (request) =>
    Object.values(runtimeConfig(env, request.protocol, request.hostname)),
  );

  app.get('/config.json', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return runtimeConfig(env, request.protocol, request.hostname);
  });
  app.get('/health', async () => ({ status: 'ok' }));

  // The app's scripts and styles are megabytes of text: sent compressed (brotli or gzip, as the
  // browser accepts) they arrive in a fraction of the time on a school network. The build
  // writes compressed copies beside them (vite-plugins/precompressed-assets.ts), sent as they
  // are: compressing each file per request held up the API answers the first screen waits for.
  // A file without copies (too small to gain) is compressed per request: @fastify/compress is
  // registered before the static files, as it requires. It hooks routes only: index.html sent
  // by the not-found handler below (deep links) goes out plain, which for 2 KB does not matter.
  await app.register(fastifyCompress, { globalDecompression: false });
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    preCompressed: true,
    setHeaders(response, filePath) {
      // Hashed assets never change; index.html must always be fetched fresh.
      response.header(
        'cache-control',
        filePath.startsWith(join(distDir, 'assets'))
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || asksForAFile(request.url)) {
      return reply.status(404).send({ error: 'not_found', message: 'Not found' });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
  return app;
}
