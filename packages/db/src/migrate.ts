import type { Kysely, MigrationResultSet } from 'kysely';
import { Migrator } from 'kysely';
import { migrations } from './migrations';

/** Applies every pending migration; Kysely holds a lock so copies starting together take turns. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
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
