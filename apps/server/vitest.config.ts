import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // Each file builds its own services over a database of its own, so files can share a
    // worker's module registry: loading Fastify, Kysely and the services again for each of 41
    // files took about 40 s of the run.
    isolate: false,
    globalSetup: ['./src/testing/compiled-server.global-setup.ts'],
    setupFiles: ['./src/testing/fast-passwords.setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
