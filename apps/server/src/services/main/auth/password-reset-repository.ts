import { createHash, randomBytes } from 'node:crypto';
import type { Database, Kysely } from '@aula/db';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Single-use, expiring reset tokens. Only their SHA-256 is stored. */
export class PasswordResetRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async issue(userId: number, lifetimeMs: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    await this.db
      .insertInto('password_resets')
      .values({
        user_id: userId,
        token_hash: hashOf(token),
        expires_at: new Date(now.getTime() + lifetimeMs).toISOString(),
        used_at: null,
        created_at: now.toISOString(),
      })
      .execute();
    return token;
  }

  /** The token's user, leaving the token as it is; null when unknown, used or expired. */
  async userOf(token: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('password_resets')
      .select('user_id')
      .where('token_hash', '=', hashOf(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', this.now().toISOString())
      .executeTakeFirst();
    return row?.user_id ?? null;
  }

  /** Marks the token used and returns its user; null when unknown, used or expired. */
  async consume(token: string): Promise<number | null> {
    const now = this.now().toISOString();
    const row = await this.db
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', hashOf(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id ?? null;
  }
}
