import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Form tests type like a person does; on a busy 2-core machine that can take seconds.
    testTimeout: 30_000,
  },
});
