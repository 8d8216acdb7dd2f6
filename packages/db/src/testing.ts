import { sql } from 'kysely';
import pg from 'pg';
import type { DialectName } from './create-db';
import { createPostgresTestDb } from './test-databases/postgres-test-db';
import { createSqliteTestDb } from './test-databases/sqlite-test-db';
import type { TestDatabase, TestDbTemplate } from './test-databases/test-database';

export type { TestDatabase, TestDbTemplate } from './test-databases/test-database';
export { crashAfter, insertRows, overwriteBytes, rowsAfterRecovery } from './wal-fixture';

/**
 * The databases a data-layer or API suite runs on: SQLite always, PostgreSQL too when
 * TEST_DATABASE_URL is set. Use with `describe.each(testDialects())`.
 */
export function testDialects(): DialectName[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

const createdWorkerDatabases = new Set<string>();

/**
 * The PostgreSQL database this Vitest worker's files make schemas of their own in (the tests
 * that start Aula on a schema, as a child process would): TEST_DATABASE_URL's, with the worker's
 * number added (created on first use). Test files run two at a time, and Kysely's migrator reads
 * the catalog of every schema in its database, which fails when another file drops its schema at
 * that moment ("schema … does not exist"). A worker runs one file at a time, so in a database of
 * its own no neighbour drops anything mid-read.
 */
export async function testDatabaseUrl(): Promise<string> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const worker = process.env.VITEST_POOL_ID;
  if (!worker) return url;
  const workerUrl = new URL(url);
  const name = `${workerUrl.pathname.slice(1) || 'postgres'}_worker_${Number(worker)}`;
  if (!createdWorkerDatabases.has(name)) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name}`);
    } catch (error) {
      // 42P04: made by an earlier file or run of this worker.
      if ((error as { code?: string }).code !== '42P04') throw error;
    } finally {
      await admin.end();
    }
    createdWorkerDatabases.add(name);
  }
  workerUrl.pathname = `/${name}`;
  return workerUrl.toString();
}

/**
 * A fresh, migrated database of its own: a copy of a template migrated once, opened the way
 * an installation opens it (a SQLite file with its reader connection, or a PostgreSQL
 * database). `migrate: false` leaves it empty, for the tests that run the migrations themselves.
 */
export async function createTestDb(
  dialect: DialectName,
  {
    migrate = true,
    template,
  }: {
    migrate?: boolean;
    /** Start from a database kept with `keepAsTemplate` instead. */
    template?: TestDbTemplate;
  } = {},
): Promise<TestDatabase> {
  if (template && template.dialect !== dialect)
    throw new Error(`A ${template.dialect} template cannot start a ${dialect} database`);
  const database =
    dialect === 'sqlite'
      ? await createSqliteTestDb(migrate, template)
      : await createPostgresTestDb(migrate, template);
  // A copy is migrated now, as far as the installation can tell: the trial starts at the first
  // migration of a database this process made (bootstrap/installation.ts), never before.
  if (migrate || template)
    await sql`update kysely_migration set timestamp = ${new Date().toISOString()}`.execute(
      database.db,
    );
  return database;
}
