import { defineConfig } from 'vitest/config';

// One run: universal code, the data layer and the API on Node; the web app in jsdom (its files
// that mock modules in a project of their own: apps/web/vitest.config.ts says why).
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'packages/db',
      'packages/content',
      'apps/server',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      // The scripts `npm start` runs before anything is built, in plain Node.
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
    // Vitest's default on 2 cores is one worker (cores - 1), so files ran one after another.
    // Two keep both cores busy while a file waits on PostgreSQL, a child process or a timer:
    // each file has a database (or schema) of its own, so they can run side by side.
    maxWorkers: 2,
  },
});
