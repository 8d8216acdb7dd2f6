import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from './create-db';
import { migrateToLatest } from './migrate';
import { insertSampleFamily, snapshotTables } from './sample-rows';
import { backupSqlite, NotAnAulaBackupError, restoreSqlite } from './sqlite-backup';

const hashOf = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

async function openMigrated(file: string) {
  const database = createDb({ url: file });
  await migrateToLatest(database.db);
  return database;
}

describe('SQLite backup and restore', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'aula-backup-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('backs up a database that is being written to and restores it elsewhere row for row', async () => {
    const live = await openMigrated(join(root, 'live', 'aula.db'));
    const backupFile = join(root, 'backups', 'aula-backup.db');
    let written = 0;
    try {
      const { studentIds } = await insertSampleFamily(live.db, { students: 3 });
      const expected = await snapshotTables(live.db);

      // A student keeps playing while the backup runs: the copy is a consistent moment.
      let backingUp = true;
      const playing = (async () => {
        while (backingUp || written < 20) {
          await live.db
            .insertInto('game_plays')
            .values({
              student_id: studentIds[written % 3]!,
              game: 'pumpkin-clock',
              level: 1,
              score: written,
              exercises_done: 5,
              lives_left: 3,
              won: 1,
              played_at: '2026-11-21T10:00:00.000Z',
            })
            .execute();
          written += 1;
          await nextTurn();
        }
      })();
      await backupSqlite(join(root, 'live', 'aula.db'), backupFile);
      backingUp = false;
      await playing;
      const liveGames = await live.db.selectFrom('game_plays').selectAll().orderBy('id').execute();

      const fresh = join(root, 'elsewhere', 'aula.db');
      await expect(restoreSqlite(backupFile, fresh, 'stamp')).resolves.toEqual({
        previous: undefined,
      });
      const restored = await openMigrated(fresh);
      try {
        // Everything but the games being played is exactly as it was.
        const { game_plays: _games, ...others } = await snapshotTables(restored.db);
        const { game_plays: _expectedGames, ...expectedOthers } = expected;
        expect(others).toEqual(expectedOthers);
        // Up to date: nothing left to migrate.
        expect((await migrateToLatest(restored.db)).results).toEqual([]);
        // Every game in the copy is one the live database has, unchanged, and none is torn.
        const games = await restored.db
          .selectFrom('game_plays')
          .selectAll()
          .orderBy('id')
          .execute();
        expect(games.length).toBeGreaterThanOrEqual(3);
        expect(games).toEqual(liveGames.slice(0, games.length));
        expect(liveGames.length).toBe(3 + written);
        // The restored database takes new writes.
        await insertSampleFamily(restored.db, { tag: 'b' });
      } finally {
        await restored.destroy();
      }
    } finally {
      await live.destroy();
    }
  });

  it('keeps the replaced database aside and removes its stale -wal and -shm', async () => {
    const backupFile = join(root, 'aula-backup.db');
    const source = await openMigrated(join(root, 'source', 'aula.db'));
    await insertSampleFamily(source.db, { tag: 'a' });
    const expected = await snapshotTables(source.db);
    await backupSqlite(join(root, 'source', 'aula.db'), backupFile);
    await source.destroy();

    const target = join(root, 'data', 'aula.db');
    const current = await openMigrated(target);
    await insertSampleFamily(current.db, { tag: 'c', students: 1 });
    const replaced = await snapshotTables(current.db);
    await current.destroy();
    // What a crash leaves behind: files that belong to the old database, not the backup.
    writeFileSync(`${target}-wal`, 'stale');
    writeFileSync(`${target}-shm`, 'stale');

    const { previous } = await restoreSqlite(backupFile, target, '20261128T090000Z');
    expect(previous).toBe(`${target}.before-restore-20261128T090000Z`);
    expect(existsSync(`${target}-wal`)).toBe(false);
    expect(readdirSync(join(root, 'data')).sort()).toEqual([
      'aula.db',
      'aula.db.before-restore-20261128T090000Z',
    ]);
    const restored = await openMigrated(target);
    const kept = await openMigrated(previous!);
    try {
      expect(await snapshotTables(restored.db)).toEqual(expected);
      expect(await snapshotTables(kept.db)).toEqual(replaced);
    } finally {
      await restored.destroy();
      await kept.destroy();
    }
  });

  it('refuses a file that is not a sound Aula database and leaves the current one untouched', async () => {
    const target = join(root, 'data', 'aula.db');
    const current = await openMigrated(target);
    await insertSampleFamily(current.db);
    await current.destroy();
    const before = hashOf(target);

    const good = join(root, 'good.db');
    await backupSqlite(target, good);
    const text = join(root, 'notes.txt');
    writeFileSync(text, 'these are not the droids you are looking for\n'.repeat(200));
    const foreign = join(root, 'foreign.db');
    const other = new SQLite(foreign);
    other.exec('create table users (id integer primary key); insert into users values (1);');
    other.close();
    const newer = join(root, 'newer.db');
    copyFileSync(good, newer);
    const future = new SQLite(newer);
    future
      .prepare('insert into kysely_migration (name, timestamp) values (?, ?)')
      .run('2099-01-01T00-00-from-the-future', '2099-01-01T00:00:00.000Z');
    future.close();
    const corrupt = join(root, 'corrupt.db');
    const bytes = readFileSync(good);
    // Garbage over everything after the first page: the schema is readable, the rows are not.
    bytes.fill(0x5a, 4096);
    writeFileSync(corrupt, bytes);
    const truncated = join(root, 'truncated.db');
    writeFileSync(truncated, readFileSync(good).subarray(0, 1000));

    const refusals: [string, string][] = [
      [join(root, 'missing.db'), 'There is no file'],
      [text, 'is not a readable SQLite database'],
      [foreign, 'is not an Aula database'],
      [newer, 'was made by a newer Aula'],
      [corrupt, 'SQLite database'],
      [truncated, 'SQLite database'],
    ];
    for (const [file, message] of refusals) {
      const attempt = restoreSqlite(file, target, 'stamp');
      await expect(attempt, file).rejects.toThrow(NotAnAulaBackupError);
      await expect(restoreSqlite(file, target, 'stamp'), file).rejects.toThrow(message);
    }
    expect(hashOf(target)).toBe(before);
    expect(readdirSync(join(root, 'data'))).toEqual(['aula.db']);
  });
});
