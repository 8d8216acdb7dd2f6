import type { AulaDatabase } from '../create-db';

/** A database made for one test, and where to open another handle on it. */
export interface TestDatabase extends AulaDatabase {
  /** The SQLite file or the PostgreSQL database's address. */
  url: string;
}
