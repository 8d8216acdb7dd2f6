#!/usr/bin/env node
// `npm run demo|import-pack|license|backup|restore -- …`: builds the server when its sources
// changed, then runs the compiled command-line tool with the arguments given.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildWhatChanged, root } from './stale-builds.mjs';

const [tool, ...args] = process.argv.slice(2);
// The tool's own output is what scripts read from stdout: the build's line goes to stderr.
await buildWhatChanged(['server'], (text) => process.stderr.write(text));

const child = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'apps/server/dist', `${tool}.js`), ...args],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
