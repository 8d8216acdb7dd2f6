import { chmodSync, closeSync, copyFileSync, fsyncSync, openSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Database, Kysely } from '@aula/db';
import { checkWal, isPostgresUrl } from '@aula/db';
import type { WalDamage } from '@aula/shared';
import { fileStamp } from '../platform/backup/backup-files';
import type { Env } from '../platform/env';
import { databaseUrlOf } from '../platform/env';
import { WalDamageRepository } from '../services/main/wal-damage/wal-damage-repository';

/*
 * After a sudden stop (kill -9, a power cut) SQLite replays the database's write-ahead log
 * when it next opens it, and silently drops every frame from the first damaged one on: the
 * changes written after the damage are gone, and SQLite's own checks find nothing wrong. So the
 * log is read before SQLite opens the database; when changes are about to be lost, a copy of it
 * is kept, the start says so, and installers and tutors are told (once the database is open).
 */

/**
 * Checks the SQLite log before the database is opened. When frames of committed changes are
 * about to be dropped, keeps a copy of the log in the data folder as
 * `aula.db-wal.damaged-<UTC time>`, logs an error, and returns what to record; otherwise null
 * (also on PostgreSQL, which keeps no log file of ours).
 */
export function keepDamagedWal(env: Env, now: Date): WalDamage | null {
  const url = databaseUrlOf(env);
  if (isPostgresUrl(url) || url === ':memory:') return null;
  const walPath = `${url}-wal`;
  const report = checkWal(walPath);
  if (report.state !== 'damaged') return null;

  // SQLite overwrites the log once it writes again: this copy is all that is left of the
  // dropped changes. If it cannot be made (a full disk) the start stops here, log untouched.
  const copy = join(env.DATA_DIR, `${basename(walPath)}.damaged-${fileStamp(now)}`);
  copyFileSync(walPath, copy);
  // It holds the same data as the database, password hashes included.
  chmodSync(copy, 0o600);
  syncToDisk(copy);
  console.error(
    [
      `The database log ${walPath} was damaged when the computer stopped suddenly:`,
      `${report.droppedFrames} pages of recent changes after the damage cannot be read, and Aula`,
      'goes on without them. A copy of the damaged log is kept as',
      `  ${copy}`,
      'To go back to a backup instead, stop Aula and run "npm run restore -- <backup file>"',
      `(backups are in ${join(env.DATA_DIR, 'backups')}); a restore replaces everything done`,
      'since that backup was made. Installers and tutors see this notice in Aula until an',
      'installer dismisses it.',
    ].join('\n'),
  );
  return {
    detected_at: now.toISOString(),
    copy_file_name: basename(copy),
    frames_dropped: report.droppedFrames,
  };
}

/** Once the database is open and migrated: keeps the notice for installers and tutors. */
export async function recordWalDamage(
  db: Kysely<Database>,
  damage: WalDamage | null,
): Promise<void> {
  if (damage) await new WalDamageRepository(db).record(damage);
}

function syncToDisk(path: string) {
  const descriptor = openSync(path, 'r');
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}
