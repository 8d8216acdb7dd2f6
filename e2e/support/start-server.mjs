// Starts a fresh installation for the journeys: an empty data folder, the real server.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const dataDir = process.env.E2E_DATA_DIR;
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(
  process.execPath,
  ['--import', 'tsx', join(root, 'apps/server/src/server.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      WEB_PORT: '4100',
      ACTIVITY_PORT: '4101',
      DICTIONARY_PORT: '4102',
      MAIN_PORT: '4103',
      PUBLIC_WEB_URL: 'http://127.0.0.1:4100',
      LOG_LEVEL: 'warn',
      // No e-library CD: in external-disk mode the library asks for one (books journey).
      LIBRARY_DISC_DIR: '',
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
