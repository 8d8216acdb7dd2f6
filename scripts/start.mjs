#!/usr/bin/env node
// `npm start`: builds the web app when its sources changed since the last build, then runs the
// services (all of them, or `npm start -- --only main`). Everything at run time lives in data/.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildQuietly } from './quiet-build.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
// The services resolve DATA_DIR from the same folder; the builds' logs are kept beside them.
const logsDir = join(resolve(root, process.env.DATA_DIR ?? 'data'), 'logs');

/** One build step: a line on the terminal, its output in data/logs/<name>.log. */
async function build(title, name, workspace, script) {
  const status = await buildQuietly({
    title,
    command: 'npm',
    args: ['run', script, '--workspace', workspace],
    cwd: root,
    logFile: join(logsDir, `${name}.log`),
  });
  if (status !== 0) process.exit(status);
}
const webDist = join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'packages/shared/src',
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stats.mtimeMs,
  );
}

const builtAt = existsSync(webDist) ? statSync(webDist).mtimeMs : 0;
const changedAt = Math.max(...webSources.map((source) => newestChange(join(root, source))));
if (changedAt > builtAt) await build('Building the web app', 'build-web', '@aula/web', 'build');

// The bundled content pack, rebuilt from its sources when they or the builder changed.
const packFile = join(root, 'packages/content/dist/aula-bundled.aulapack');
const packBuiltAt = existsSync(packFile) ? statSync(packFile).mtimeMs : 0;
const packSources = ['packages/content/sources', 'packages/content/src', 'packages/shared/src'];
if (Math.max(...packSources.map((source) => newestChange(join(root, source)))) > packBuiltAt)
  await build('Building the bundled content pack', 'build-content', '@aula/content', 'build:pack');

// The bundled e-library disk (one zip per book), rebuilt the same way from its book folders.
const booksDir = join(root, 'packages/content/dist/library/aula-e-library');
const booksBuiltAt = existsSync(booksDir) ? statSync(booksDir).mtimeMs : 0;
const booksSources = ['packages/content/sources/e-library', 'packages/content/src/books'];
if (Math.max(...booksSources.map((source) => newestChange(join(root, source)))) > booksBuiltAt)
  await build('Building the e-library books', 'build-books', '@aula/content', 'build:books');

const server = spawn(
  process.execPath,
  ['--import', 'tsx', join(root, 'apps/server/src/server.ts'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
