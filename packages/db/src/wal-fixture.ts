import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  mkdtempSync,
  openSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';

/*
 * Tests only: SQLite databases left the way a crash leaves them, with a write-ahead log that
 * was never checkpointed, to damage and to check.
 */

const betterSqlitePath = createRequire(import.meta.url).resolve('better-sqlite3');

// The child opens the database in WAL mode with automatic checkpoints off, so that every
// write stays in the log, runs the script it is given, says so and waits to be killed. A
// kill -9 keeps whatever was written, synced or not: NORMAL spares the tests a sync per commit.
const CHILD_SOURCE = `
const SQLite = require(process.argv[1]);
let script = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (script += chunk));
process.stdin.on('end', () => {
  const db = new SQLite(process.argv[2]);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('wal_autocheckpoint = 0');
  db.exec(script);
  process.stdout.write('ready\\n');
  setInterval(() => {}, 60000);
});
`;

/**
 * Runs `script` on the database at `databasePath` in a child process, then kills the child
 * with SIGKILL while it holds the database open: the -wal is left as after a kill -9.
 */
export async function crashAfter(databasePath: string, script: string): Promise<void> {
  const child = spawn(process.execPath, ['-e', CHILD_SOURCE, betterSqlitePath, databasePath], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', () => reject(new Error(`the SQLite child stopped early: ${errors}`)));
  });
  child.stdin.end(script);
  try {
    await ready;
  } finally {
    child.kill('SIGKILL');
    await exited;
  }
}

/** One autocommitted INSERT per row: each row is a transaction of its own in the log. */
export function insertRows(table: string, from: number, to: number): string {
  const statements: string[] = [];
  for (let id = from; id <= to; id += 1)
    statements.push(`insert into ${table} (id, body) values (${id}, 'row ${id}');`);
  return statements.join('\n');
}

/** Overwrites `length` bytes of `file` at `offset` (its middle by default) with `fill`. */
export function overwriteBytes(
  file: string,
  {
    offset,
    length = 4096,
    fill = 'random',
  }: { offset?: number; length?: number; fill?: 'random' | 'zeros' } = {},
): void {
  const at = offset ?? Math.floor((statSync(file).size - length) / 2);
  const bytes = fill === 'random' ? randomBytes(length) : Buffer.alloc(length);
  const descriptor = openSync(file, 'r+');
  try {
    writeSync(descriptor, bytes, 0, length, at);
  } finally {
    closeSync(descriptor);
  }
}

/**
 * How many rows of `table` SQLite finds once its recovery has read the log: opened on a copy
 * of the database and its -wal (not the -shm, so recovery runs), leaving the originals as
 * they are. SQLite's own integrity check is returned too: it finds nothing wrong either way.
 */
export function rowsAfterRecovery(
  databasePath: string,
  table: string,
): { rows: number; quickCheck: unknown } {
  const scratch = mkdtempSync(join(tmpdir(), 'aula-wal-recovery-'));
  try {
    const copy = join(scratch, 'copy.db');
    copyFileSync(databasePath, copy);
    try {
      copyFileSync(`${databasePath}-wal`, `${copy}-wal`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const database = new SQLite(copy, { fileMustExist: true });
    try {
      const quickCheck = database.pragma('quick_check', { simple: true });
      // A log recovery ignores whole takes the table's creation with it.
      const exists = database
        .prepare(`select count(*) from sqlite_master where type = 'table' and name = ?`)
        .pluck()
        .get(table) as number;
      if (!exists) return { rows: 0, quickCheck };
      const rows = database.prepare(`select count(*) from ${table}`).pluck().get() as number;
      return { rows, quickCheck };
    } finally {
      database.close();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
