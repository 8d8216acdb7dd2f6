import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * PostgreSQL is backed up with its own tools. The commands name the connection as
 * "$DATABASE_URL" so that a password in it is never printed.
 */
export function postgresBackupCommand(file: string): string {
  return `pg_dump --format=custom --no-owner --file "${file}" --dbname "$DATABASE_URL"`;
}

export function postgresRestoreCommand(file: string): string {
  return `pg_restore --clean --if-exists --no-owner --single-transaction --dbname "$DATABASE_URL" "${file}"`;
}

export type PgDumpResult =
  { status: 'done' } | { status: 'missing' } | { status: 'failed'; message: string };

/** Runs pg_dump when it is installed; its version must not be older than the server's. */
export function runPgDump(databaseUrl: string, file: string): PgDumpResult {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const run = spawnSync(
    'pg_dump',
    ['--format=custom', '--no-owner', '--file', file, '--dbname', databaseUrl],
    { encoding: 'utf8' },
  );
  if ((run.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT')
    return { status: 'missing' };
  if (run.error || run.status !== 0)
    return { status: 'failed', message: (run.stderr || String(run.error)).trim() };
  // The dump holds password hashes: readable only by this user, like data/.
  chmodSync(file, 0o600);
  return { status: 'done' };
}
