import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { defineConfig } from 'vite';
import { buildIdentity } from './vite-plugins/build-identity.ts';
import { progressiveWebApp } from './vite-plugins/progressive-web-app.ts';
import { leanMantineImports } from './vite-plugins/lean-mantine-imports.ts';
import { precompressedAssets } from './vite-plugins/precompressed-assets.ts';
import { endpointMapWithoutSchemas } from './vite-plugins/endpoint-map-without-schemas.ts';
import type { BootChunkPlan } from './vite-plugins/boot-chunks.ts';
import { bootChunks, planBootChunks } from './vite-plugins/boot-chunks.ts';

/**
 * In production the server serves /config.json itself. `vite dev` has no server of its own, so
 * this dev-only middleware answers it with the default service ports on the page's own host.
 * Nothing is written to public/, so no config.json ever ends up in dist.
 */
function devRuntimeConfig(): Plugin {
  return {
    name: 'aula-dev-runtime-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/config.json', (request, response) => {
        const hostname = (request.headers.host ?? 'localhost').replace(/:\d+$/, '');
        response.setHeader('Content-Type', 'application/json');
        response.end(
          JSON.stringify({
            mainServiceUrl: `http://${hostname}:3003`,
            activityServiceUrl: `http://${hostname}:3001/v1/`,
            dictionaryServiceUrl: `http://${hostname}:3002/v1/`,
          }),
        );
      });
    },
  };
}

/** Names this build: shown in Help and in index.html, and the service worker's version of it. */
const buildId = process.env.AULA_BUILD_ID ?? new Date().toISOString().replace(/[-:.]/g, '');

/**
 * react-router's package exports name only its development build, warnings and all, for every
 * condition (remix-run/react-router#14102, open). The production build sits beside it in the
 * package: a production bundle takes that one.
 */
const reactRouterProductionBuild = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** zod as the browser gets it: configured before any schema is built (see the module). */
const zodForBrowsers = fileURLToPath(new URL('./src/lib/zod-for-browsers.ts', import.meta.url));

/**
 * The app's configuration. With a boot chunk plan it is the real build; without one it is the
 * build the plan is read from (no service worker, no boot groups).
 */
function appConfig(mode: string, bootPlan?: BootChunkPlan): UserConfig {
  return {
    plugins: [
      react(),
      devRuntimeConfig(),
      buildIdentity(buildId),
      ...(bootPlan ? [progressiveWebApp(buildId), precompressedAssets()] : []),
      leanMantineImports(),
      endpointMapWithoutSchemas(),
    ],
    resolve: {
      alias: [
        { find: /^zod$/, replacement: zodForBrowsers },
        ...(mode === 'production'
          ? [{ find: /^react-router$/, replacement: reactRouterProductionBuild }]
          : []),
      ],
    },
    build: {
      outDir: 'dist',
      // dist/.vite/manifest.json: which chunks each screen loads, for the bundle budget check.
      manifest: true,
      rolldownOptions: {
        output: {
          // The framework changes less often than the app: separate chunks stay cached across
          // releases. Mantine is left to the default splitting on purpose: as one group it made the
          // login screen fetch every component, charts (recharts) and dates (dayjs) included; now
          // each screen fetches the components it draws (see
          // docs/web-performance.md#the-boot-chunks).
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
              // One module per icon made ~30 requests of a few hundred bytes on every signed-in
              // screen (a browser fetches 6 at a time per server over HTTP/1.1). Icons used by
              // the same screens share a chunk; a set under 4 KB joins its nearest neighbour.
              {
                name: 'icons',
                test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/,
                entriesAware: true,
                entriesAwareMergeThreshold: 4_000,
              },
              // What each stage of a visit loads in one chunk instead of dozens (see the module).
              ...(bootPlan
                ? [
                    {
                      name: bootChunks(bootPlan),
                      // A group named by a function needs a label for the bundler's report.
                      debugName: 'boot',
                      includeDependenciesRecursively: false,
                    },
                  ]
                : []),
            ],
          },
        },
      },
    },
  };
}

export default defineConfig(async ({ mode, command }) =>
  command === 'build'
    ? appConfig(mode, await planBootChunks({ mode, ...appConfig(mode) }))
    : appConfig(mode),
);
