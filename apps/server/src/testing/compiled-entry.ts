import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * An entry point of the server compiled for this test run ('server', 'backup', 'restore'…), or
 * a test's child process built with them ('import-child').
 */
export function compiledEntry(
  name: 'server' | 'backup' | 'restore' | 'import-pack' | 'demo' | 'license' | 'import-child',
) {
  return join(inject('compiledServerDir'), `${name}.js`);
}
