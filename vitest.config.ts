import { defineConfig } from 'vitest/config';

// One run, four projects: universal code, the data layer and the API on Node; the web app in jsdom.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/db', 'packages/content', 'apps/server', 'apps/web'],
    // Vitest's default on 2 cores is one worker (cores - 1), so files ran one after another.
    // Two keep both cores busy while a file waits on PostgreSQL, a child process or a timer:
    // each file has a database (or schema) of its own, so they can run side by side.
    maxWorkers: 2,
  },
});
