import type { Database, Kysely } from '@aula/db';

export interface ThrottlePolicy {
  /** Failures allowed within the window before the key is locked. */
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

/** Failed sign-ins counted per key in the database, so every server copy sees the same count. */
export class ThrottleRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  /** When the key is locked, the time it opens again; otherwise null. */
  async lockedUntil(keys: string[]): Promise<Date | null> {
    if (keys.length === 0) return null;
    const rows = await this.db
      .selectFrom('login_throttles')
      .select('locked_until')
      .where('key', 'in', keys)
      .where('locked_until', '>', this.now().toISOString())
      .execute();
    const times = rows.map((row) => Date.parse(row.locked_until ?? '')).filter(Number.isFinite);
    return times.length > 0 ? new Date(Math.max(...times)) : null;
  }

  async recordFailure(key: string, policy: ThrottlePolicy): Promise<void> {
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('login_throttles')
        .selectAll()
        .where('key', '=', key)
        .executeTakeFirst();
      const windowOpen = row && now.getTime() - Date.parse(row.window_started_at) < policy.windowMs;
      const failures = windowOpen ? row.failures + 1 : 1;
      const values = {
        failures,
        window_started_at: windowOpen ? row.window_started_at : now.toISOString(),
        locked_until:
          failures >= policy.maxFailures
            ? new Date(now.getTime() + policy.lockMs).toISOString()
            : null,
      };
      await trx
        .insertInto('login_throttles')
        .values({ key, ...values })
        .onConflict((conflict) => conflict.column('key').doUpdateSet(values))
        .execute();
    });
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('login_throttles').where('key', '=', key).execute();
  }
}
