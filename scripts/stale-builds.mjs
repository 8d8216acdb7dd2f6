// The builds `npm start` (and the npm scripts that run the command-line tools) make before
// running anything: each one only when its sources changed since it was last built.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildQuietly } from './quiet-build.mjs';

export const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** What each build writes (the file or folder whose time says when it was built) and reads. */
export const builds = {
  server: {
    title: 'Building the server',
    log: 'build-server',
    workspace: '@aula/server',
    script: 'build:server',
    output: 'apps/server/dist/server.js',
    sources: [
      'apps/server/src',
      'apps/server/build.mjs',
      'packages/shared/src',
      'packages/db/src',
      'packages/content/src',
    ],
  },
  web: {
    title: 'Building the web app',
    log: 'build-web',
    workspace: '@aula/web',
    script: 'build',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/shared/src'],
  },
  // The bundled content pack, rebuilt from its sources when they or the builder changed.
  content: {
    title: 'Building the bundled content pack',
    log: 'build-content',
    workspace: '@aula/content',
    script: 'build:pack',
    output: 'packages/content/dist/aula-bundled.aulapack',
    sources: ['packages/content/sources', 'packages/content/src', 'packages/shared/src'],
  },
  // The bundled e-library disk (one zip per book), rebuilt the same way from its book folders.
  books: {
    title: 'Building the e-library books',
    log: 'build-books',
    workspace: '@aula/content',
    script: 'build:books',
    output: 'packages/content/dist/library/aula-e-library',
    sources: ['packages/content/sources/e-library', 'packages/content/src/books'],
  },
};

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stats.mtimeMs,
  );
}

/**
 * Runs each named build whose sources are newer than its output: a line on the terminal, its
 * output in <DATA_DIR>/logs/<name>.log (the services resolve DATA_DIR from the same folder).
 * A failed build ends the process with its status. `say` writes those lines (the terminal).
 */
export async function buildWhatChanged(names, say = undefined) {
  const logsDir = join(resolve(root, process.env.DATA_DIR ?? 'data'), 'logs');
  for (const name of names) {
    const { title, log, workspace, script, output, sources } = builds[name];
    const outputPath = join(root, output);
    const builtAt = existsSync(outputPath) ? statSync(outputPath).mtimeMs : 0;
    const changedAt = Math.max(...sources.map((source) => newestChange(join(root, source))));
    if (changedAt <= builtAt) continue;
    const status = await buildQuietly({
      title,
      command: 'npm',
      args: ['run', script, '--workspace', workspace],
      cwd: root,
      logFile: join(logsDir, `${log}.log`),
      say,
    });
    if (status !== 0) process.exit(status);
  }
}
