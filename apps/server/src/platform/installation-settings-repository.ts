import type { Database, Kysely } from '@aula/db';
import { sql } from '@aula/db';

/**
 * What the database keeps about the installation itself: its settings, one value per key
 * (the signing secret, the installation id, the read mode, the disc keys…), and when its
 * migrations ran.
 */
export class InstallationSettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async value(key: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('installation_settings')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst();
    return row?.value;
  }

  /** Sets the key's value, replacing any it had. */
  async write(key: string, value: string): Promise<void> {
    await this.db
      .insertInto('installation_settings')
      .values({ key, value })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
      .execute();
  }

  /** Sets the key's value only if it has none: of copies writing at once, the first wins. */
  async writeUnlessSet(key: string, value: string): Promise<void> {
    await this.db
      .insertInto('installation_settings')
      .values({ key, value })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
  }

  /** The value kept under `key`, written with `create()` first if it had none. */
  async ensure(key: string, create: () => string): Promise<string> {
    await this.writeUnlessSet(key, create());
    const row = await this.db
      .selectFrom('installation_settings')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    return row.value;
  }

  /** The time each migration ran, as Kysely wrote it in its own table (SQLite and PostgreSQL). */
  async migrationTimes(): Promise<string[]> {
    const { rows } = await sql<{
      timestamp: string;
    }>`select timestamp from kysely_migration`.execute(this.db);
    return rows.map((row) => row.timestamp);
  }
}
