import { defineConfig } from 'vitest/config';

// One run, four projects: universal code, the data layer and the API on Node; the web app in jsdom.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/db', 'packages/content', 'apps/server', 'apps/web'],
  },
});
