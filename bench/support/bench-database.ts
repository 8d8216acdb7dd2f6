import { createDb, sql } from '@aula/db';

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/aula_bench';

/**
 * Makes sure the PostgreSQL database named in `url` exists, creating it (from the server's
 * `postgres` database) when it is missing. Resolves to why it could not, or undefined when
 * the database is there.
 */
export async function ensurePostgresDatabase(url: string): Promise<string | undefined> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name) return `${url} names no database`;
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const server = createDb({ url: maintenance.toString(), poolSize: 1 });
  try {
    const { rows } = await sql<{
      found: number;
    }>`select 1 as found from pg_database where datname = ${name}`.execute(server.db);
    if (rows.length === 0) await sql`create database ${sql.id(name)}`.execute(server.db);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  } finally {
    await server.destroy();
  }
}
