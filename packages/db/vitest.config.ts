import { defineProject } from 'vitest/config';

// PostgreSQL suites create a schema and run every migration per test: on a busy 2-core CI
// machine that can take longer than Vitest's default 5 s, as the server suites allow too.
export default defineProject({
  test: { name: 'db', environment: 'node', testTimeout: 20_000, hookTimeout: 30_000 },
});
