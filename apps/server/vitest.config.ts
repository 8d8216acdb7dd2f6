import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'server', environment: 'node', testTimeout: 20_000, hookTimeout: 30_000 },
});
