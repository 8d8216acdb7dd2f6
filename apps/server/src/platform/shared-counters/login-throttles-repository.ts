import type { Database, Kysely } from '@aula/db';
import { sql } from '@aula/db';
import type { LoginThrottleStore, ThrottlePolicy } from './shared-counters';
import { lockMsAfter } from './lock-duration';

/**
 * Failed sign-ins counted per key in the database, so every server copy sees the same count
 * (the store used when there is no Redis; redis-counters.ts is the other).
 */
export class LoginThrottlesRepository implements LoginThrottleStore {
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
   * window older than the policy's starts again at 1, and the count decides the lock. The
   * lock of each count up to the longest is worked out here and the statement picks the one
   * for the count it reaches, so the database needs no arithmetic of its own (SQLite has no
   * power function by default).
   */
  async recordFailure(key: string, policy: ThrottlePolicy): Promise<void> {
    const now = this.now();
    const nowIso = now.toISOString();
    const lockedUntilAfter = (count: number) =>
      new Date(now.getTime() + lockMsAfter(policy, count)).toISOString();
    const cutoff = new Date(now.getTime() - policy.windowMs).toISOString();
    const expired = sql<boolean>`login_throttles.window_started_at <= ${cutoff}`;
    const failures = sql<number>`case when ${expired} then 1 else login_throttles.failures + 1 end`;
    const growingLocks = [];
    const first = Math.max(1, policy.maxFailures);
    for (let count = first; count < first + 53; count += 1) {
      if (lockMsAfter(policy, count) >= policy.maxLockMs) break;
      growingLocks.push(sql`when ${failures} = ${count} then ${lockedUntilAfter(count)}`);
    }
    const lockedUntil = sql<
      string | null
    >`case when ${failures} < ${policy.maxFailures} then null ${sql.join(
      growingLocks,
      sql` `,
    )} else ${new Date(now.getTime() + policy.maxLockMs).toISOString()} end`;
    await this.db
      .insertInto('login_throttles')
      .values({
        key,
        failures: 1,
        window_started_at: nowIso,
        locked_until: lockMsAfter(policy, 1) > 0 ? lockedUntilAfter(1) : null,
      })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          failures,
          window_started_at: sql<string>`case when ${expired} then ${nowIso} else login_throttles.window_started_at end`,
          locked_until: lockedUntil,
        }),
      )
      .execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('login_throttles').where('key', '=', key).execute();
  }
}
