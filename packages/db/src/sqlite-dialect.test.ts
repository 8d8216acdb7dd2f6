import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AulaDatabase } from './create-db';
import { createDb } from './create-db';
import { migrateToLatest } from './migrate';

describe('SQLite sessions on a database file', () => {
  let dir: string;
  let database: AulaDatabase;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'aula-sqlite-'));
    database = createDb({ url: join(dir, 'aula.db') });
    await migrateToLatest(database.db);
  });
  afterEach(async () => {
    await database.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const settings = () =>
    database.db.selectFrom('installation_settings').select(['key', 'value']).execute();

  it('read the last committed state at once, without waiting for a transaction in progress', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    const transaction = database.db.transaction().execute(async (trx) => {
      await trx.insertInto('installation_settings').values({ key: 'a', value: '1' }).execute();
      inside();
      await held;
    });
    await entered;
    expect(await settings()).toEqual([]);
    release();
    await transaction;
    expect(await settings()).toEqual([{ key: 'a', value: '1' }]);
  });

  it('give writes one at a time, and a rolled-back transaction leaves nothing', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        database.db
          .insertInto('installation_settings')
          .values({ key: `k${index}`, value: 'v' })
          .execute(),
      ),
    );
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.insertInto('installation_settings').values({ key: 'gone', value: 'v' }).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const rows = await settings();
    expect(rows).toHaveLength(20);
    expect(rows.some((row) => row.key === 'gone')).toBe(false);
    // INSERT … RETURNING reads, but writes: it must take the writer's turn.
    const returned = await database.db
      .insertInto('accounts')
      .values({ name: 'Family', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(returned.id).toBeGreaterThan(0);
  });

  it('commit queued writers together: each acknowledged write is on disk, a rollback undoes only its own', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, index) =>
        database.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('installation_settings')
            .values({ key: `t${index}`, value: 'v' })
            .execute();
          // Give the others time to queue up behind this one, so they share a group.
          await new Promise((resolve) => setImmediate(resolve));
          if (index % 7 === 3) throw new Error(`rolled back ${index}`);
        }),
      ),
    );
    const committed = outcomes.flatMap((outcome, index) =>
      outcome.status === 'fulfilled' ? [`t${index}`] : [],
    );
    expect(committed).toHaveLength(26);
    // A separate connection sees exactly what was acknowledged: it is committed, not pending.
    const other = createDb({ url: join(dir, 'aula.db') });
    try {
      const rows = await other.db
        .selectFrom('installation_settings')
        .select('key')
        .orderBy('key')
        .execute();
      expect(rows.map((row) => row.key)).toEqual([...committed].sort());
    } finally {
      await other.destroy();
    }
  });

  it('fail only the failing write of a group', async () => {
    await database.db
      .insertInto('installation_settings')
      .values({ key: 'x', value: '1' })
      .execute();
    const outcomes = await Promise.allSettled([
      database.db.insertInto('installation_settings').values({ key: 'y', value: '1' }).execute(),
      database.db.insertInto('installation_settings').values({ key: 'x', value: '2' }).execute(),
      database.db.insertInto('installation_settings').values({ key: 'z', value: '1' }).execute(),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect((await settings()).map((row) => row.key).sort()).toEqual(['x', 'y', 'z']);
  });

  it('reject every transaction of a group whose commit fails, and leave the writer ready for the next', async () => {
    // A deferred foreign key is checked only when the group's one SQLite transaction commits,
    // after each transaction's own savepoint was released: the commit itself fails.
    const BAD = 2;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, (_, index) =>
        database.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('installation_settings')
            .values({ key: `g${index}`, value: 'v' })
            .execute();
          if (index === BAD) {
            await sql`pragma defer_foreign_keys = on`.execute(trx);
            await trx
              .insertInto('password_resets')
              .values({
                user_id: 999,
                token_hash: 'orphan',
                expires_at: new Date().toISOString(),
                created_at: new Date().toISOString(),
              })
              .execute();
          }
          // Give the others time to queue up behind this one, so they share a group.
          await new Promise((resolve) => setImmediate(resolve));
        }),
      ),
    );
    const failure = outcomes[BAD];
    expect(failure?.status).toBe('rejected');
    const reason = (failure as PromiseRejectedResult).reason as Error;
    expect(reason.message).toMatch(/FOREIGN KEY constraint failed/);
    // Whoever shared the group is told its write is lost, with the same error; whoever was
    // committed in a group before or after is acknowledged and on disk.
    const rejected = outcomes.flatMap((outcome, index) =>
      outcome.status === 'rejected' ? [index] : [],
    );
    for (const index of rejected)
      expect((outcomes[index] as PromiseRejectedResult).reason).toBe(reason);
    expect(rejected.length).toBeGreaterThan(1);
    const acknowledged = outcomes.flatMap((outcome, index) =>
      outcome.status === 'fulfilled' ? [`g${index}`] : [],
    );
    // The writer is out of the failed transaction: the next write commits on its own.
    await database.db
      .insertInto('installation_settings')
      .values({ key: 'after', value: 'v' })
      .execute();
    const other = createDb({ url: join(dir, 'aula.db') });
    try {
      const keys = await other.db.selectFrom('installation_settings').select('key').execute();
      expect(keys.map((row) => row.key).sort()).toEqual([...acknowledged, 'after'].sort());
      expect(await other.db.selectFrom('password_resets').selectAll().execute()).toEqual([]);
    } finally {
      await other.destroy();
    }
  });
});
