import type { Database, Kysely } from '@aula/db';
import { sql } from '@aula/db';
import type { LoginThrottleStore, ThrottlePolicy } from './shared-counters';

/** Failed sign-ins counted per key in the database, so every server copy sees the same count. */
export class DatabaseLoginThrottles implements LoginThrottleStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

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

  /**
   * One upsert, so failures counted by two copies at the same moment are both counted: a
   * window older than the policy's starts again at 1, and the count that reaches the limit
   * sets the lock.
   */
  async recordFailure(key: string, policy: ThrottlePolicy): Promise<void> {
    const now = this.now();
    const nowIso = now.toISOString();
    const lockedUntil = new Date(now.getTime() + policy.lockMs).toISOString();
    const cutoff = new Date(now.getTime() - policy.windowMs).toISOString();
    const expired = sql<boolean>`login_throttles.window_started_at <= ${cutoff}`;
    const failures = sql<number>`case when ${expired} then 1 else login_throttles.failures + 1 end`;
    await this.db
      .insertInto('login_throttles')
      .values({
        key,
        failures: 1,
        window_started_at: nowIso,
        locked_until: policy.maxFailures <= 1 ? lockedUntil : null,
      })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          failures,
          window_started_at: sql<string>`case when ${expired} then ${nowIso} else login_throttles.window_started_at end`,
          locked_until: sql<
            string | null
          >`case when ${failures} >= ${policy.maxFailures} then ${lockedUntil} else null end`,
        }),
      )
      .execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('login_throttles').where('key', '=', key).execute();
  }
}
