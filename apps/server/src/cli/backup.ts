import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backupSqlite, inspectSqliteBackup, isPostgresUrl } from '@aula/db';
import { defaultBackupFile, fromCaller } from '../platform/backup/backup-files';
import {
  postgresBackupCommand,
  postgresRestoreCommand,
  runPgDump,
} from '../platform/backup/postgres-backup';
import { DataDirBusyError, holdDataDir } from '../platform/data-dir/data-dir-lock';
import { keepNewFilesPrivate } from '../platform/data-dir/private-files';
import { databaseUrlOf, EnvError, loadEnv } from '../platform/env';

/**
 * `npm run backup [-- --out <file>]`: a consistent copy of the database, taken while the
 * servers run. SQLite: `data/backups/aula-<UTC timestamp>.db` by default. PostgreSQL: pg_dump
 * when it is installed, else the command to run.
 */
async function main() {
  keepNewFilesPrivate();
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const env = loadEnv();
  // Not while a restore swaps the database; and a restore waits for this backup.
  holdDataDir(env.DATA_DIR, ['backup']);
  const url = databaseUrlOf(env);
  const now = new Date();

  if (isPostgresUrl(url)) {
    const file = values.out ? fromCaller(values.out) : defaultBackupFile(env.DATA_DIR, now, 'dump');
    const result = runPgDump(url, file);
    if (result.status !== 'done') {
      console.error(
        result.status === 'missing'
          ? 'pg_dump is not installed here (it comes with the PostgreSQL client tools).'
          : `pg_dump failed:\n${result.message}`,
      );
      console.error(`Back up the database with:\n  ${postgresBackupCommand(file)}`);
      process.exit(1);
    }
    console.log(`Backed up the PostgreSQL database to ${file}`);
    console.log(`To restore it (every copy of the services stopped):`);
    console.log(`  ${postgresRestoreCommand(file)}`);
    return;
  }

  const file = values.out ? fromCaller(values.out) : defaultBackupFile(env.DATA_DIR, now, 'db');
  await backupSqlite(url, file);
  const { users } = inspectSqliteBackup(file);
  console.log(`Backed up the database (${users} users) to ${file}`);
  console.log(
    'Keep a copy on another drive. The sealed lessons are not in it: keep ' +
      `${resolve(env.DATA_DIR, 'content')} and ${resolve(env.DATA_DIR, 'content.key')} together, ` +
      'or let a restore install the content again.',
  );
}

main().catch((error: unknown) => {
  console.error(
    error instanceof EnvError || error instanceof DataDirBusyError ? error.message : error,
  );
  process.exit(1);
});
