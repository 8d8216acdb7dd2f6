import type { Database, Kysely } from '@aula/db';

/** Settings that hold an encrypted pack's key, sealed with the content key (content/pack-keys.ts). */
const PACK_KEY_PREFIX = 'pack_key:';

/** The SQL of what the database holds that only the installation's content key opens. */
export class SealedContentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Packs whose sealed content the catalogue relies on. One whose fingerprint was forgotten (a
   * restore found its content missing) relies on nothing: the next import writes it afresh.
   */
  async packsWithContent(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('content_packs')
      .select('id')
      .where('fingerprint', '!=', '')
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  }

  /** Packs whose disc key is kept, sealed. */
  async packsWithSavedKeys(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('installation_settings')
      .select('key')
      .where('key', 'like', `${PACK_KEY_PREFIX}%`)
      .orderBy('key')
      .execute();
    return rows.map((row) => row.key.slice(PACK_KEY_PREFIX.length));
  }

  /** Forgets the saved disc keys: sealed with a key this installation no longer has. */
  async forgetSavedPackKeys(): Promise<void> {
    await this.db
      .deleteFrom('installation_settings')
      .where('key', 'like', `${PACK_KEY_PREFIX}%`)
      .execute();
  }
}
