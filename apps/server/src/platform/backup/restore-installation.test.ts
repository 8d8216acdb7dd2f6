import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo, Server } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentStore, loadOrCreateContentKey } from '@aula/content';
import { SAMPLE } from '@aula/content/testing';
import { backupSqlite, createDb, migrateToLatest } from '@aula/db';
import { importPack, removeStaleContent } from '../../content/import-pack';
import { LessonContent } from '../../content/lesson-content';
import { readPackKey, savePackKey } from '../../content/pack-keys';
import { openContext } from '../../app';
import { licenseServiceFor } from '../../domain/licensing/license-service';
import { insertStudentPartWayThrough, samplePackFile } from '../../testing/sample-pack';
import { loadEnv } from '../env';
import { restoreInstallation, RestoreRefusedError } from './restore-installation';

const hashOf = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

function listen(): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}
const portOf = (server: Server) => (server.address() as AddressInfo).port;
const close = (server: Server) => new Promise((resolve) => server.close(resolve));

/** An installation's environment whose four ports are free, unless one is given. */
async function envFor(dataDir: string, mainPort?: number) {
  const servers = await Promise.all([listen(), listen(), listen(), listen()]);
  const [web, main, activity, dictionary] = servers.map(portOf);
  await Promise.all(servers.map(close));
  return loadEnv({
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    WEB_PORT: String(web),
    MAIN_PORT: String(mainPort ?? main),
    ACTIVITY_PORT: String(activity),
    DICTIONARY_PORT: String(dictionary),
  });
}

describe('restoring an installation from a backup', () => {
  let root: string;
  let backupFile: string;
  beforeEach(async () => {
    root = mkdtempSync(join(tmpdir(), 'aula-restore-'));
    // An installation with the sample pack and a student part way through it.
    const dataDir = join(root, 'first-computer');
    const database = createDb({ url: join(dataDir, 'aula.db') });
    await migrateToLatest(database.db);
    const store = new ContentStore(join(dataDir, 'content'), loadOrCreateContentKey(dataDir));
    await importPack(database, store, await samplePackFile());
    await insertStudentPartWayThrough(database.db);
    backupFile = join(root, 'aula-backup.db');
    await backupSqlite(join(dataDir, 'aula.db'), backupFile);
    await database.destroy();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('refuses while Aula answers on one of its ports, and changes nothing', async () => {
    const dataDir = join(root, 'running');
    const current = createDb({ url: join(dataDir, 'aula.db') });
    await migrateToLatest(current.db);
    await current.destroy();
    const before = hashOf(join(dataDir, 'aula.db'));
    const running = await listen();
    try {
      const env = await envFor(dataDir, portOf(running));
      await expect(restoreInstallation(env, backupFile)).rejects.toThrow(RestoreRefusedError);
      await expect(restoreInstallation(env, backupFile)).rejects.toThrow(`port ${portOf(running)}`);
    } finally {
      await close(running);
    }
    expect(hashOf(join(dataDir, 'aula.db'))).toBe(before);
  });

  it('on a new computer, installs the lessons again and keeps the progress', async () => {
    const dataDir = join(root, 'new-computer');
    const result = await restoreInstallation(
      await envFor(dataDir),
      backupFile,
      new Date('2026-11-28T09:00:00Z'),
    );
    expect(result).toEqual({ previous: undefined, users: 1, packsToReimport: [SAMPLE.packId] });
    // The restored database is as private as the one a start makes.
    expect(statSync(join(dataDir, 'aula.db')).mode & 0o077).toBe(0);

    // What the next start does: the same pack is imported again instead of being skipped.
    const database = createDb({ url: join(dataDir, 'aula.db') });
    try {
      await migrateToLatest(database.db);
      const store = new ContentStore(join(dataDir, 'content'), loadOrCreateContentKey(dataDir));
      await removeStaleContent(database, store);
      expect(await importPack(database, store, await samplePackFile())).toMatchObject({
        status: 'imported',
      });
      const body = await new LessonContent(database.db, store).render(
        SAMPLE.packId,
        SAMPLE.lessonIds[0]!,
        'en',
      );
      expect(body).toContain(SAMPLE.secretSentence);
      const states = await database.db.selectFrom('student_lesson_states').selectAll().execute();
      expect(states).toMatchObject([{ lesson_id: SAMPLE.lessonIds[0], state_id: 3 }]);
    } finally {
      await database.destroy();
    }
  });

  it('on the same computer, keeps the content it has and the database it replaced', async () => {
    const dataDir = join(root, 'first-computer');
    const result = await restoreInstallation(
      await envFor(dataDir),
      backupFile,
      new Date('2026-11-28T09:00:00Z'),
    );
    expect(result).toEqual({
      previous: join(dataDir, 'aula.db.before-restore-20261128T090000Z'),
      users: 1,
      packsToReimport: [],
    });
    const database = createDb({ url: join(dataDir, 'aula.db') });
    try {
      const store = new ContentStore(join(dataDir, 'content'), loadOrCreateContentKey(dataDir));
      expect(await importPack(database, store, await samplePackFile())).toMatchObject({
        status: 'unchanged',
      });
    } finally {
      await database.destroy();
    }
  });

  it('on a new computer, keeps the trial running from the day it started', async () => {
    // A family's computer in its trial: the start is signed with that computer's content key.
    const oldComputer = await envFor(join(root, 'old-computer'));
    const first = await openContext(oldComputer);
    const before = await licenseServiceFor(first).state();
    expect(before.status).toBe('trial');
    await backupSqlite(join(oldComputer.DATA_DIR, 'aula.db'), join(root, 'in-trial.db'));
    await first.database.destroy();

    // A new computer, started once before the backup is restored onto it.
    const newComputer = await envFor(join(root, 'new-computer'));
    await (await openContext(newComputer)).database.destroy();
    await restoreInstallation(newComputer, join(root, 'in-trial.db'));
    const restored = await openContext(newComputer);
    try {
      const after = await licenseServiceFor(restored).state();
      expect(after.status).toBe('trial');
      expect(after.trialStartedAt).toBe(before.trialStartedAt);
      expect(after.daysLeft).toBe(before.daysLeft);
    } finally {
      await restored.database.destroy();
    }
  });

  it('when the content key is gone, sets the unreadable content aside so the next start works', async () => {
    // The installation also keeps an encrypted disc's key, sealed with the content key.
    const dataDir = join(root, 'first-computer');
    const database = createDb({ url: join(dataDir, 'aula.db') });
    const store = new ContentStore(join(dataDir, 'content'), loadOrCreateContentKey(dataDir));
    await savePackKey(database.db, store, 'disc-pack', 'the disc key');
    const withPackKey = join(root, 'aula-backup-with-pack-key.db');
    await backupSqlite(join(dataDir, 'aula.db'), withPackKey);
    await database.destroy();
    rmSync(join(dataDir, 'content.key'));
    const env = await envFor(dataDir);
    await expect(openContext(env)).rejects.toThrow('content.key is missing');

    const result = await restoreInstallation(env, withPackKey, new Date('2026-11-28T09:00:00Z'));
    expect(result.packsToReimport).toEqual([SAMPLE.packId, 'disc-pack']);
    // Kept, not deleted: should the key turn up, the sealed files are still there.
    const aside = join(dataDir, 'content.before-restore-20261128T090000Z');
    expect(readdirSync(aside)).toEqual([SAMPLE.packId]);
    expect(existsSync(join(dataDir, 'content'))).toBe(false);

    // The next start makes a new key and installs the lessons again; the progress is kept.
    const context = await openContext(env);
    try {
      expect(await readPackKey(context.database.db, context.contentStore, 'disc-pack')).toBe(
        undefined,
      );
      expect(
        await importPack(context.database, context.contentStore, await samplePackFile()),
      ).toMatchObject({ status: 'imported' });
      const body = await context.lessonContent.render(SAMPLE.packId, SAMPLE.lessonIds[0]!, 'en');
      expect(body).toContain(SAMPLE.secretSentence);
      const states = await context.database.db
        .selectFrom('student_lesson_states')
        .selectAll()
        .execute();
      expect(states).toMatchObject([{ lesson_id: SAMPLE.lessonIds[0], state_id: 3 }]);
    } finally {
      await context.database.destroy();
    }
  });
});
