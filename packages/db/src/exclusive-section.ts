import { sql } from 'kysely';
import type { AulaDatabase } from './create-db';

/**
 * Runs `work` in one process at a time across every copy of the services on one PostgreSQL,
 * with a session advisory lock held on a connection of its own while `work` uses the pool.
 * Copies that start together on a new database thus import the bundled content once instead
 * of clearing each other's half-written generations. On SQLite, the one-computer database,
 * `work` simply runs.
 */
export async function inExclusiveSection<T>(
  database: AulaDatabase,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  if (database.dialect !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${name}))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(connection);
    }
  });
}
