#!/usr/bin/env node
// `npm start`: builds the server, the web app and the bundled content when their sources
// changed since the last build, then runs the compiled services (all of them, or
// `npm start -- --only main`). Everything at run time lives in data/.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildWhatChanged, root } from './stale-builds.mjs';

await buildWhatChanged(['server', 'web', 'content', 'books']);

const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'apps/server/dist/server.js'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
