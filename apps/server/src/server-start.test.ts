import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupSqlite } from '@aula/db';
import type { DialectName } from '@aula/db';
import { testDialects } from '@aula/db/testing';
import { openContext } from './app';
import { importPack } from './content/import-pack';
import { restoreInstallation, RestoreRefusedError } from './platform/backup/restore-installation';
import { loadEnv } from './platform/env';
import { freePorts } from './testing/free-ports';
import { freshPostgresDatabase } from './testing/fresh-postgres-database';
import type { AulaProcess } from './testing/server-process';
import { runAula, startServices, stopProcess } from './testing/server-process';
import { compiledEntry } from './testing/compiled-entry';
import { samplePackFile } from './testing/sample-pack';

const hashOf = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

let dataDir: string;
let running: AulaProcess[];
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'aula-start-'));
  running = [];
});
afterEach(async () => {
  await Promise.all(running.map((aula) => stopProcess(aula, 'SIGKILL')));
  rmSync(dataDir, { recursive: true, force: true });
});

function start(settings: Record<string, string>, only?: 'main' | 'activity' | 'dictionary') {
  const aula = startServices({ DATA_DIR: dataDir, ...settings }, only);
  running.push(aula);
  return aula;
}

// Each test starts real processes of Aula, which takes seconds on a busy machine.
const spawning = { timeout: 90_000 };

/*
 * A process that only has to hold the data folder runs the activity service: it starts in
 * about a second, where the dictionary service first loads its word lists and Hunspell
 * dictionaries (three seconds and more) and main imports the bundled lessons. Holding the
 * folder is the same for every service; compiled-server.test.ts starts each one.
 */
const HOLDER = 'activity';

describe.each(testDialects())('starting Aula on %s', spawning, (dialect: DialectName) => {
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

  it('refuses to start without content.key once content was installed, and makes no key', async () => {
    const context = await openContext(loadEnv({ DATA_DIR: dataDir, ...settings }));
    await importPack(context.database, context.contentStore, await samplePackFile());
    await context.database.destroy();
    const keyFile = join(dataDir, 'content.key');
    rmSync(keyFile);

    const aula = start(settings, HOLDER);
    expect(await aula.started).toBe('exited');
    const { code, stderr } = await aula.exited;
    expect(code).toBe(1);
    expect(stderr).toContain(`Aula did not start: the content key ${keyFile} is missing.`);
    expect(stderr).toContain(`put the key file back at ${keyFile}`);
    if (dialect === 'sqlite') expect(stderr).toContain('npm run restore -- <backup file>');
    expect(existsSync(keyFile)).toBe(false);
  });

  it('starts on a fresh data folder, two copies side by side in their own processes', async () => {
    const first = start(settings, HOLDER);
    // Copies on PostgreSQL may start together; on one SQLite file the second starts after the
    // first has set the database up (two at once would both run its migrations).
    if (dialect === 'sqlite') expect(await first.started).toBe('started');
    const second = start(settings, HOLDER);
    expect(await first.started).toBe('started');
    expect(await second.started).toBe('started');
    expect(existsSync(join(dataDir, 'content.key'))).toBe(true);
    const files = dialect === 'sqlite' ? ['aula.db', 'aula.db-wal', 'aula.db-shm'] : [];
    for (const file of ['', 'content.key', 'initial-credentials.txt', 'running', ...files])
      expect({ file, others: statSync(join(dataDir, file)).mode & 0o077 }).toEqual({
        file,
        others: 0,
      });
  });
});

describe('restoring while services run from the data folder', spawning, () => {
  let backupFile: string;
  let restoreEnv: ReturnType<typeof loadEnv>;
  beforeEach(async () => {
    const context = await openContext(loadEnv({ DATA_DIR: dataDir }));
    await context.database.destroy();
    backupFile = join(dataDir, 'backups', 'before.db');
    await backupSqlite(join(dataDir, 'aula.db'), backupFile);
    const [web, main, activity, dictionary] = await freePorts(4);
    restoreEnv = loadEnv({
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      WEB_PORT: web,
      MAIN_PORT: main,
      ACTIVITY_PORT: activity,
      DICTIONARY_PORT: dictionary,
    });
  });

  it('refuses while a service process holds the folder on other ports; proceeds once it was killed', async () => {
    const aula = start({}, HOLDER);
    expect(await aula.started).toBe('started');
    const before = hashOf(join(dataDir, 'aula.db'));

    const restore = await runAula(compiledEntry('restore'), [backupFile], {
      DATA_DIR: dataDir,
      WEB_PORT: restoreEnv.WEB_PORT.toString(),
      MAIN_PORT: restoreEnv.MAIN_PORT.toString(),
      ACTIVITY_PORT: restoreEnv.ACTIVITY_PORT.toString(),
      DICTIONARY_PORT: restoreEnv.DICTIONARY_PORT.toString(),
    }).exited;
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain(`Aula is running from ${dataDir}`);
    expect(restore.stderr).toContain(`process ${aula.child.pid}`);
    expect(restore.stderr).toContain('Stop it first');
    expect(restore.stderr).toContain('Nothing was changed.');
    expect(hashOf(join(dataDir, 'aula.db'))).toBe(before);

    // Killed outright, it leaves its lock file behind: a dead process must not block a restore.
    expect((await stopProcess(aula, 'SIGKILL')).signal).toBe('SIGKILL');
    await expect(restoreInstallation(restoreEnv, backupFile)).resolves.toMatchObject({ users: 0 });
  });

  it('sees each of two processes sharing the folder, backs up beside them, restores once both stopped', async () => {
    // The database is set up (beforeEach), so both may start at once.
    const first = start({}, HOLDER);
    const second = start({}, HOLDER);
    expect(await first.started).toBe('started');
    expect(await second.started).toBe('started');

    const refusal = restoreInstallation(restoreEnv, backupFile);
    await expect(refusal).rejects.toThrow(RestoreRefusedError);
    const message = await refusal.catch((error: Error) => error.message);
    expect(message).toContain(`process ${second.child.pid}`);
    expect(message).toContain(`process ${first.child.pid}`);

    // The online backup is made while the services run.
    const backup = await runAula(compiledEntry('backup'), [], { DATA_DIR: dataDir }).exited;
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain('Backed up the database (1 users)');

    expect((await stopProcess(second)).code).toBe(0);
    await expect(restoreInstallation(restoreEnv, backupFile)).rejects.toThrow(
      `process ${first.child.pid}`,
    );
    expect((await stopProcess(first)).code).toBe(0);
    await expect(restoreInstallation(restoreEnv, backupFile)).resolves.toMatchObject({ users: 0 });
  });
});
