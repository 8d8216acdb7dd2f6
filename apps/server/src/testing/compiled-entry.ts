import { join } from 'node:path';
import { inject } from 'vitest';

/** An entry point of the server compiled for this test run ('server', 'backup', 'restore'…). */
export function compiledEntry(name: 'server' | 'backup' | 'restore' | 'import-pack' | 'demo') {
  return join(inject('compiledServerDir'), `${name}.js`);
}
