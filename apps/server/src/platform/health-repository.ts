import type { Database, Kysely } from '@aula/db';
import { sql } from '@aula/db';

/** The one query of GET /health: whether the database answers at all. */
export class HealthRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Resolves once the database has answered a query that reads nothing. */
  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }
}
