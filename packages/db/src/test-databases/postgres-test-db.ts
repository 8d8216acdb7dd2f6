import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb } from '../create-db';
import { migrateToLatest } from '../migrate';
import { migrationsFingerprint } from './migrations-fingerprint';
import type { TestDatabase, TestDbTemplate } from './test-database';
import { workerNumber } from './test-database';

/** Runs one statement on its own connection (CREATE/DROP DATABASE cannot run in a pool's transaction). */
async function onServer(url: string, query: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(query);
  } finally {
    await client.end();
  }
}

const errorCode = (error: unknown) => (error as { code?: string }).code;

/**
 * A statement that needs a database nobody is connected to: a connection just closed can
 * take a moment to leave the server ("is being accessed by other users", 55006).
 */
async function withoutOtherUsers(url: string, query: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await onServer(url, query);
      return;
    } catch (error) {
      if (errorCode(error) !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function withDatabase(url: string, name: string): string {
  const address = new URL(url);
  address.pathname = `/${name}`;
  return address.toString();
}

const baseName = (url: string) => new URL(url).pathname.slice(1) || 'postgres';

let template: Promise<string> | undefined;

/**
 * A migrated database on TEST_DATABASE_URL's server, made once per fingerprint of the
 * migrations and shared by every worker: each test's database is a copy of it, which costs a
 * fraction of running the migrations.
 */
function migratedTemplate(url: string): Promise<string> {
  template ??= makeTemplate(url);
  return template;
}

async function makeTemplate(url: string): Promise<string> {
  const name = `${baseName(url)}_tpl_${migrationsFingerprint()}`;
  const found = await onServer(url, `SELECT 1 FROM pg_database WHERE datname = '${name}'`);
  if (found.rowCount) return name;
  // Migrated under a name of its own and renamed into place, so that a worker never copies a
  // template another worker is still migrating.
  const partial = `${name}_${randomBytes(4).toString('hex')}`;
  await onServer(url, `CREATE DATABASE ${partial}`);
  const database = createDb({ url: withDatabase(url, partial), poolSize: 2 });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.destroy();
  }
  try {
    await withoutOtherUsers(url, `ALTER DATABASE ${partial} RENAME TO ${name}`);
  } catch (error) {
    // 42P04: another worker's template got there first; it is the same.
    await onServer(url, `DROP DATABASE ${partial} WITH (FORCE)`);
    if (errorCode(error) !== '42P04') throw error;
  }
  return name;
}

/**
 * A database of its own: a copy of the migrated template or of `template` (CREATE DATABASE … TEMPLATE copies
 * its files, faster than migrating a new schema), or empty. Aula works in its public schema,
 * as an installation on DATABASE_URL does.
 */
export async function createPostgresTestDb(
  migrate: boolean,
  template?: TestDbTemplate,
): Promise<TestDatabase> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${baseName(server)}_t_${randomBytes(6).toString('hex')}`;
  const source = template?.source ?? (migrate ? await migratedTemplate(server) : undefined);
  const from = source ? ` TEMPLATE ${source}` : '';
  await withoutOtherUsers(server, `CREATE DATABASE ${name}${from}`);
  const url = withDatabase(server, name);
  const database = createDb({ url, poolSize: 5 });
  return {
    ...database,
    url,
    async destroy() {
      await database.destroy();
      // The pool's connections may still be leaving the server; a plain DROP waits a few
      // seconds for them, where FORCE would end them mid-goodbye and their clients would report
      // the termination as an error. FORCE stays for a connection the test left open.
      try {
        await onServer(server, `DROP DATABASE IF EXISTS ${name}`);
      } catch (error) {
        if (errorCode(error) !== '55006') throw error;
        await onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    },
    async keepAsTemplate(keptName) {
      await database.destroy();
      // One name per worker and template, made again by each run: none piles up.
      const kept = `${baseName(server)}_kept_${keptName.replace(/\W/g, '_')}_${workerNumber()}`;
      await onServer(server, `DROP DATABASE IF EXISTS ${kept} WITH (FORCE)`);
      await withoutOtherUsers(server, `ALTER DATABASE ${name} RENAME TO ${kept}`);
      return { dialect: 'postgres', source: kept };
    },
  };
}
