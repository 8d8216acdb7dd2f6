import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { AulaDatabase, DialectName } from './create-db';
import { createDb } from './create-db';
import { migrateToLatest } from './migrate';

/**
 * The databases a data-layer or API suite runs on: SQLite always, PostgreSQL too when
 * TEST_DATABASE_URL is set. Use with `describe.each(testDialects())`.
 */
export function testDialects(): DialectName[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/**
 * A fresh, migrated database: in-memory SQLite, or a schema of its own on PostgreSQL.
 * `migrate: false` leaves it empty, for the tests that run the migrations themselves.
 */
export async function createTestDb(
  dialect: DialectName,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<AulaDatabase> {
  if (dialect === 'sqlite') {
    const database = createDb({ url: ':memory:' });
    if (migrate) await migrateToLatest(database.db);
    return database;
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const database = createDb({ url, postgresSchema: schema, poolSize: 5 });
  if (migrate) await migrateToLatest(database.db, schema);
  return {
    ...database,
    async destroy() {
      await database.destroy();
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleaner.end();
    },
  };
}
