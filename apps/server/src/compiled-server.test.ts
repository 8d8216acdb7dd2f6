import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DialectName } from '@aula/db';
import { testDialects } from '@aula/db/testing';
import { BUNDLED_PACK_FILE } from '@aula/content';
import { repositoryRoot } from './platform/env';
import { freePorts } from './testing/free-ports';
import { freshPostgresDatabase } from './testing/fresh-postgres-database';
import type { AulaProcess } from './testing/server-process';
import { runAula, startServices, stopProcess } from './testing/server-process';
import { compiledEntry } from './testing/compiled-entry';

/*
 * `npm start` and the npm scripts run the server compiled into one file per entry point. The
 * bundle lives elsewhere than the sources, so what the code finds beside itself (the bundled
 * pack, the Spanish word lists, the built web app, the dictionaries in node_modules) is only
 * proven to be found by starting it.
 */

let dataDir: string;
let running: AulaProcess[];
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'aula-compiled-'));
  running = [];
});
afterEach(async () => {
  await Promise.all(running.map((aula) => stopProcess(aula, 'SIGKILL')));
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(
  settings: Record<string, string>,
  only: 'main' | 'activity' | 'dictionary' | 'web',
) {
  const [web, main, activity, dictionary] = await freePorts(4);
  const ports = { web: web!, main: main!, activity: activity!, dictionary: dictionary! };
  const aula = startServices(
    {
      DATA_DIR: dataDir,
      WEB_PORT: ports.web,
      MAIN_PORT: ports.main,
      ACTIVITY_PORT: ports.activity,
      DICTIONARY_PORT: ports.dictionary,
      ...settings,
    },
    only,
    compiledEntry('server'),
  );
  running.push(aula);
  return { aula, health: () => fetch(`http://127.0.0.1:${ports[only]}/health`) };
}

// Each test starts the compiled server, which takes seconds on a busy machine.
const spawning = { timeout: 180_000 };

describe.each(testDialects())('the compiled server on %s', spawning, (dialect: DialectName) => {
  let settings: Record<string, string>;
  let dropDatabase: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    const postgres = dialect === 'postgres' ? await freshPostgresDatabase() : undefined;
    settings = postgres ? { DATABASE_URL: postgres.url } : {};
    dropDatabase = postgres?.drop;
  });
  afterEach(async () => {
    await Promise.all(running.map((aula) => stopProcess(aula, 'SIGKILL')));
    await dropDatabase?.();
  });

  it('starts the main service on a fresh data folder, with the bundled pack where it is built', async () => {
    const { aula, health } = await start(settings, 'main');
    expect(await aula.started, aula.output().stderr).toBe('started');
    expect((await health()).status).toBe(200);
    // With the pack built it is installed; without one it says where it looked for it.
    const { stdout } = aula.output();
    if (existsSync(BUNDLED_PACK_FILE)) expect(stdout).toContain('Installed content pack');
    else expect(stdout).toContain(`No bundled content pack at ${BUNDLED_PACK_FILE}`);
    expect(BUNDLED_PACK_FILE).toBe(
      join(repositoryRoot, 'packages/content/dist/aula-bundled.aulapack'),
    );
  });
});

describe('the compiled server and tools on SQLite', spawning, () => {
  it('starts the dictionary service, its word lists and dictionaries found', async () => {
    const { aula, health } = await start({}, 'dictionary');
    expect(await aula.started, aula.output().stderr).toBe('started');
    expect((await health()).status).toBe(200);
  });

  it('serves the built web app from the repository, or names the folder it looked in', async () => {
    const { aula, health } = await start({}, 'web');
    const webDist = join(repositoryRoot, 'apps/web/dist');
    if (existsSync(join(webDist, 'index.html'))) {
      expect(await aula.started, aula.output().stderr).toBe('started');
      expect((await health()).status).toBe(200);
    } else {
      expect(await aula.started).toBe('exited');
      expect(aula.output().stderr).toContain(`The web app is not built (${webDist})`);
    }
  });

  it('runs a command-line tool: an online backup of the data folder', async () => {
    // Beside the service that starts quickest (the dictionary loads its word lists first).
    const { aula } = await start({}, 'activity');
    expect(await aula.started).toBe('started');
    const backup = await runAula(compiledEntry('backup'), [], { DATA_DIR: dataDir }).exited;
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toContain('Backed up the database (1 users)');
    expect(backup.code).toBe(0);
  });
});
