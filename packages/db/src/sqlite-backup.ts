import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import SQLite from 'better-sqlite3';
import { migrations } from './migrations';

/** Why a file was refused as a backup to restore; the current database is left as it was. */
export class NotAnAulaBackupError extends Error {}

/**
 * Copies a live SQLite database to `target` with SQLite's online backup API: a consistent
 * snapshot that includes what is still in the WAL, taken while the servers go on reading and
 * writing (the copy restarts by itself when a write lands in the middle).
 */
export async function backupSqlite(source: string, target: string): Promise<void> {
  if (!existsSync(source)) throw new Error(`There is no database at ${source}`);
  if (existsSync(target)) throw new Error(`${target} already exists`);
  mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
  // Not read-only: a read-only connection cannot tidy up the -wal and -shm files when it is
  // the last one to close (a stopped installation). It only reads.
  const database = new SQLite(source, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    await database.backup(target);
  } finally {
    database.close();
  }
  // The copy is one self-contained file (no WAL mode), so that opening it to check it or to
  // restore it leaves no -wal or -shm beside it; the servers turn WAL on again when they open it.
  const copy = new SQLite(target, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  chmodSync(target, 0o600);
  fsyncFile(target);
  fsyncFile(dirname(target));
}

/**
 * What a restore would install: refuses (NotAnAulaBackupError) a file that is not an SQLite
 * database, fails SQLite's integrity check, has no Aula migrations, or was made by a newer
 * Aula than this one (whose migrations this code does not know and could not run).
 */
export function inspectSqliteBackup(file: string): { migrations: number; users: number } {
  if (!existsSync(file)) throw new NotAnAulaBackupError(`There is no file at ${file}`);
  let database: SQLite.Database;
  try {
    database = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new NotAnAulaBackupError(`${file} cannot be opened as a database: ${String(error)}`);
  }
  try {
    const integrity = database.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok')
      throw new NotAnAulaBackupError(`${file} is not a sound SQLite database (${integrity})`);
    const tables = database
      .prepare(`select name from sqlite_master where type = 'table'`)
      .pluck()
      .all() as string[];
    if (!tables.includes('kysely_migration') || !tables.includes('users'))
      throw new NotAnAulaBackupError(`${file} is not an Aula database (it has no Aula tables)`);
    const applied = database
      .prepare('select name from kysely_migration order by name')
      .pluck()
      .all() as string[];
    const unknown = applied.filter((name) => !(name in migrations));
    if (applied.length === 0)
      throw new NotAnAulaBackupError(`${file} is not an Aula database (no migrations applied)`);
    if (unknown.length > 0)
      throw new NotAnAulaBackupError(
        `${file} was made by a newer Aula (unknown migrations: ${unknown.join(', ')}); update Aula first`,
      );
    const users = database.prepare('select count(*) from users').pluck().get() as number;
    return { migrations: applied.length, users };
  } catch (error) {
    // A file that is not SQLite at all fails on its first read, not when it is opened.
    if (error instanceof NotAnAulaBackupError) throw error;
    throw new NotAnAulaBackupError(`${file} is not a readable SQLite database (${String(error)})`);
  } finally {
    database.close();
  }
}

/**
 * Replaces the database at `target` with the backup `file`, after `inspectSqliteBackup`
 * accepted it. The backup is copied next to the target first (written, then fsynced) and
 * renamed over it, so the target is at every moment either the old database or the new one.
 * The old one stays as `<target>.before-restore-<stamp>`. The servers must be stopped: a
 * server holding the old file open would go on writing to it.
 */
export async function restoreSqlite(
  file: string,
  target: string,
  stamp: string,
): Promise<{ previous: string | undefined }> {
  inspectSqliteBackup(file);
  const kept = `${target}.before-restore-${stamp}`;
  if (existsSync(kept)) throw new Error(`${kept} already exists: try again in a moment`);
  const directory = dirname(target);
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const temporary = join(directory, `.${basename(target)}.restoring-${stamp}`);
  rmSync(temporary, { force: true });
  try {
    // Through the backup API rather than a file copy: a backup that still has a -wal beside
    // it is read whole, and the copy is a self-contained database file.
    const source = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      await source.backup(temporary);
    } finally {
      source.close();
    }
    fsyncFile(temporary);

    let previous: string | undefined;
    if (existsSync(target)) {
      // Opening and closing the current database as its last user checkpoints its WAL into
      // the file, so the copy kept aside is complete and the -wal left behind is empty.
      const current = new SQLite(target, { fileMustExist: true });
      current.pragma('wal_checkpoint(TRUNCATE)');
      current.close();
      previous = kept;
      // A second name for the same file: the target is never missing, not even for a moment.
      try {
        linkSync(target, previous);
      } catch {
        copyFileSync(target, previous);
        fsyncFile(previous);
      }
    }
    // A -wal or -shm of the old database must not be replayed onto the restored one.
    rmSync(`${target}-wal`, { force: true });
    rmSync(`${target}-shm`, { force: true });
    renameSync(temporary, target);
    fsyncFile(directory);
    return { previous };
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** Flushes a file's (or a directory's entries') writes to the disk. */
function fsyncFile(path: string) {
  const descriptor = openSync(path, 'r');
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}
