import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { repositoryRoot } from '../platform/env';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server and its CLIs compiled for this run (compiled-entry.ts reads it). */
    compiledServerDir: string;
  }
}

/**
 * The tests that start Aula as a process run it compiled, as `npm start` and the npm scripts
 * do: built once for the whole run (about a second) instead of tsx compiling the sources again
 * at every start. The copy lives beside the real dist/ (which a running `npm start` may be
 * using), at the same depth below the repository, so the bundle finds the same relative paths.
 */
export default async function buildCompiledServer(project: TestProject) {
  const outdir = join(repositoryRoot, 'apps/server', `dist-test-${process.pid}`);
  await promisify(execFile)(
    process.execPath,
    [
      'apps/server/build.mjs',
      '--outdir',
      outdir,
      // The import a test kills part way (import-pack.test.ts).
      '--entry',
      'apps/server/src/testing/import-child.ts',
    ],
    { cwd: repositoryRoot },
  );
  project.provide('compiledServerDir', outdir);
  return () => rmSync(outdir, { recursive: true, force: true });
}
