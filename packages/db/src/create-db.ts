import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import type { StatementSource } from './sqlite-dialect';
import { SqliteSessionDialect } from './sqlite-dialect';

export type DialectName = 'sqlite' | 'postgres';

export interface AulaDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…` for PostgreSQL; a file path (or `:memory:`) for SQLite. */
  url: string;
  /** PostgreSQL only: the schema to work in (tests give each suite its own). */
  postgresSchema?: string;
  /** PostgreSQL only: the most connections this process opens. */
  poolSize?: number;
}

// COUNT(*) and BIGINT come back from PostgreSQL as strings; every count we keep fits a number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

export function createDb(options: DatabaseOptions): AulaDatabase {
  if (isPostgresUrl(options.url)) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.postgresSchema ? { options: `-c search_path=${options.postgresSchema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }

  const inMemory = options.url === ':memory:';
  if (!inMemory) mkdirSync(dirname(options.url), { recursive: true });
  const writer = new SQLite(options.url);
  // WAL lets readers run beside the writer; FULL sync keeps every acknowledged write on disk.
  writer.pragma('journal_mode = WAL');
  writer.pragma('synchronous = FULL');
  writer.pragma('foreign_keys = ON');
  writer.pragma('busy_timeout = 5000');
  let reader: SQLite.Database | undefined;
  if (!inMemory) {
    reader = new SQLite(options.url, { readonly: true });
    reader.pragma('busy_timeout = 5000');
  }
  const db = new Kysely<Database>({
    dialect: new SqliteSessionDialect({
      writer: withStatementCache(writer),
      reader: reader && withStatementCache(reader),
    }),
  });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

/**
 * Kysely prepares every query anew; preparing costs more than running a primary-key read, so
 * prepared statements are kept by their SQL text (least recently used ones dropped).
 */
export function withStatementCache(sqlite: SQLite.Database, capacity = 500): StatementSource {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    inTransaction: () => sqlite.inTransaction,
    prepare(sqlText: string) {
      let statement = statements.get(sqlText);
      if (statement) {
        statements.delete(sqlText);
      } else {
        statement = sqlite.prepare(sqlText);
        if (statements.size >= capacity) statements.delete(statements.keys().next().value!);
      }
      statements.set(sqlText, statement);
      return statement;
    },
  };
}
