import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * Files that replace a module with `vi.mock` end in `.isolated.test.ts(x)` and run in their
 * own project (vitest.isolated.config.ts), each with a fresh module registry. The others share
 * one jsdom and one registry per worker: creating both for each of some 120 files took two
 * thirds of the suite's time. test/setup.ts resets what a file may leave behind.
 */
export const isolatedTestFiles = 'src/**/*.isolated.test.{ts,tsx}';

export function webProject(name: string, files: { isolate: boolean; include?: string[] }) {
  return defineProject({
    plugins: [react()],
    test: {
      name,
      environment: 'jsdom',
      isolate: files.isolate,
      ...(files.include ? { include: files.include } : {}),
      exclude: files.isolate ? ['**/node_modules/**'] : ['**/node_modules/**', isolatedTestFiles],
      setupFiles: ['./src/test/setup.ts'],
      // Form tests type like a person does; on a busy 2-core machine that can take seconds.
      testTimeout: 30_000,
    },
  });
}

export default webProject('web', { isolate: false });
