import type { Kysely, MigrationResultSet } from 'kysely';
import { Migrator, sql } from 'kysely';
import { isPostgres } from './migrations/helpers';
import { migrations } from './migrations';

/** Applies every pending migration; Kysely holds a lock so copies starting together take turns. */
export async function migrateToLatest(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
  db: Kysely<any>,
  /** PostgreSQL: the schema to migrate; the connection's current schema by default. */
  schema?: string,
): Promise<MigrationResultSet> {
  // Kysely looks for its bookkeeping tables in every schema; name ours so that another
  // schema in the same database (another installation, a test) is never mistaken for it.
  if (!schema && isPostgres(db)) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    schema = rows[0]?.schema;
  }
  const migrator = new Migrator({
    db,
    ...(schema ? { migrationTableSchema: schema } : {}),
    provider: { getMigrations: async () => migrations },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((migration) => migration.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(result.error)}`, {
      cause: result.error,
    });
  }
  return result;
}
