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
  return checked(await (await migratorFor(db, schema)).migrateToLatest());
}

/**
 * Applies the pending migrations up to and including `name` and no further: what an older
 * release left behind, for the tests that upgrade such a database.
 */
export async function migrateUpTo(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
  db: Kysely<any>,
  name: string,
  schema?: string,
): Promise<MigrationResultSet> {
  if (!(name in migrations)) throw new Error(`There is no migration named ${name}`);
  return checked(await (await migratorFor(db, schema)).migrateTo(name));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
async function migratorFor(db: Kysely<any>, schema?: string): Promise<Migrator> {
  // Kysely looks for its bookkeeping tables in every schema; name ours so that another
  // schema in the same database (another installation, a test) is never mistaken for it.
  if (!schema && isPostgres(db)) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    schema = rows[0]?.schema;
  }
  return new Migrator({
    db,
    ...(schema ? { migrationTableSchema: schema } : {}),
    provider: { getMigrations: async () => migrations },
  });
}

function checked(result: MigrationResultSet): MigrationResultSet {
  if (result.error) {
    const failed = result.results?.find((migration) => migration.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(result.error)}`, {
      cause: result.error,
    });
  }
  return result;
}
