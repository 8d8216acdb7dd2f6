import type { Database, Kysely } from '@aula/db';

/** When each user closed the first-run welcome (users.welcomed_at). */
export class WelcomeRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async welcomedAt(userId: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('users')
      .select('welcomed_at')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.welcomed_at ?? null;
  }

  /** Remembers the first time only: watching the welcome again changes nothing. */
  async markWelcomed(userId: number): Promise<string | null> {
    await this.db
      .updateTable('users')
      .set({ welcomed_at: this.now().toISOString() })
      .where('id', '=', userId)
      .where('welcomed_at', 'is', null)
      .execute();
    return this.welcomedAt(userId);
  }
}
