#!/usr/bin/env node
// `npm start`: builds the web app when its sources changed since the last build, then runs the
// services (all of them, or `npm start -- --only main`). Everything at run time lives in data/.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
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
if (changedAt > builtAt) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@aula/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The bundled content pack, rebuilt from its sources when they or the builder changed.
const packFile = join(root, 'packages/content/dist/aula-bundled.aulapack');
const packBuiltAt = existsSync(packFile) ? statSync(packFile).mtimeMs : 0;
const packSources = ['packages/content/sources', 'packages/content/src', 'packages/shared/src'];
if (Math.max(...packSources.map((source) => newestChange(join(root, source)))) > packBuiltAt) {
  console.log('Building the bundled content pack…');
  const build = spawnSync('npm', ['run', 'build:pack', '--workspace', '@aula/content'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The bundled e-library disk (one zip per book), rebuilt the same way from its book folders.
const booksDir = join(root, 'packages/content/dist/library/aula-e-library');
const booksBuiltAt = existsSync(booksDir) ? statSync(booksDir).mtimeMs : 0;
const booksSources = ['packages/content/sources/e-library', 'packages/content/src/books'];
if (Math.max(...booksSources.map((source) => newestChange(join(root, source)))) > booksBuiltAt) {
  console.log('Building the e-library books…');
  const build = spawnSync('npm', ['run', 'build:books', '--workspace', '@aula/content'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', join(root, 'apps/server/src/server.ts'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
