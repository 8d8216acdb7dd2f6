#!/usr/bin/env node
// `npm run dev`: the services straight from their TypeScript sources, restarted whenever one
// changes, beside `vite dev` for the web app (http://localhost:5173/, reloaded on each save).
// The bundled content and the web build the web service serves are built first when stale, as
// `npm start` does; after that Vite serves the web app from its sources.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildWhatChanged, root } from './stale-builds.mjs';

await buildWhatChanged(['web', 'content', 'books']);

// The services allow the web app's own port by default; the dev server's is another one.
const devOrigins = 'http://localhost:5173,http://127.0.0.1:5173';
const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CORS_ORIGINS: process.env.CORS_ORIGINS ?? devOrigins },
  }),
  spawn('npm', ['run', 'dev', '--workspace', '@aula/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
// One of the two gone leaves nothing worth keeping: the other one stops too.
for (const child of children)
  child.on('exit', (code) => (stop('SIGTERM'), process.exit(code ?? 0)));
