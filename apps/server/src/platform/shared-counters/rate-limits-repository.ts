import type { Database, Kysely } from '@aula/db';
import { sql } from '@aula/db';
import type { RateLimitStore, RateLimitWindow } from './shared-counters';

/**
 * Requests per bucket and key, counted in the database so every service copy sees them (the
 * store used when there is no Redis; redis-counters.ts is the other).
 */
export class RateLimitsRepository implements RateLimitStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  /**
   * Counts one request and returns its window. One upsert, so two copies counting at the same
   * moment never lose a request: a window older than `windowMs` starts again at 1.
   */
  async hit(bucket: string, key: string, windowMs: number): Promise<RateLimitWindow> {
    const now = this.now();
    const nowIso = now.toISOString();
    const cutoff = new Date(now.getTime() - windowMs).toISOString();
    const expired = sql<boolean>`rate_limits.window_started_at <= ${cutoff}`;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ bucket, key, window_started_at: nowIso, hits: 1 })
      .onConflict((conflict) =>
        conflict.columns(['bucket', 'key']).doUpdateSet({
          hits: sql<number>`case when ${expired} then 1 else rate_limits.hits + 1 end`,
          window_started_at: sql<string>`case when ${expired} then ${nowIso} else rate_limits.window_started_at end`,
        }),
      )
      .returning(['hits', 'window_started_at'])
      .executeTakeFirstOrThrow();
    return { hits: Number(row.hits), windowStartedAt: new Date(row.window_started_at) };
  }
}
