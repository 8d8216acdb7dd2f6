import type { Database, Kysely } from '@aula/db';
import type { WalDamage } from '@aula/shared';
import { walDamageSchema } from '@aula/shared';

/** The installation setting that holds the last damaged log found at start, until dismissed. */
const KEY = 'wal_damage';

/** The notice of a damaged write-ahead log, kept as JSON in installation_settings. */
export class WalDamageRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Keeps the latest damage found; an earlier one not yet dismissed gives way to it. */
  async record(damage: WalDamage): Promise<void> {
    const value = JSON.stringify(walDamageSchema.parse(damage));
    await this.db
      .insertInto('installation_settings')
      .values({ key: KEY, value })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
      .execute();
  }

  async current(): Promise<WalDamage | null> {
    const row = await this.db
      .selectFrom('installation_settings')
      .select('value')
      .where('key', '=', KEY)
      .executeTakeFirst();
    if (!row) return null;
    try {
      const parsed = walDamageSchema.safeParse(JSON.parse(row.value));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  async dismiss(): Promise<void> {
    await this.db.deleteFrom('installation_settings').where('key', '=', KEY).execute();
  }
}
