import type { AulaDatabase, DialectName } from '../create-db';

/** A database made for one test, and where to open another handle on it. */
export interface TestDatabase extends AulaDatabase {
  /** The SQLite file or the PostgreSQL database's address. */
  url: string;
  /**
   * Closes the handle and keeps what the database holds as a template to start other test
   * databases from (in place of the migrated one), under `name` for this worker: state that
   * costs much to make (a content pack imported, say) is then made once per worker.
   */
  keepAsTemplate(name: string): Promise<TestDbTemplate>;
}

/** What a test database can start from instead of the migrated template. */
export interface TestDbTemplate {
  dialect: DialectName;
  /** The SQLite file to copy, or the PostgreSQL database to make a copy of. */
  source: string;
}

/** This Vitest worker's number (0 outside Vitest), for names no other worker uses at once. */
export const workerNumber = () => Number(process.env.VITEST_POOL_ID ?? 0);
