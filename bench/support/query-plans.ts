import type { Database, Kysely } from '@aula/db';
import { CompiledQuery } from 'kysely';

interface RecordedQuery {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * Records the SQL the server runs, so a benchmark can show the plans of exactly the queries a
 * request made (not hand-written look-alikes). It listens at the executor, where built and
 * precompiled queries alike pass (a plugin would miss the precompiled ones).
 */
export function recordQueries(db: Kysely<Database>) {
  let recording: RecordedQuery[] | undefined;
  const executor = db.getExecutor();
  const execute = executor.executeQuery.bind(executor);
  executor.executeQuery = ((compiled: CompiledQuery) => {
    recording?.push({ sql: compiled.sql, parameters: compiled.parameters });
    return execute(compiled);
  }) as typeof executor.executeQuery;
  return {
    /** The queries run while `work` ran. */
    async during(work: () => Promise<unknown>): Promise<RecordedQuery[]> {
      recording = [];
      try {
        await work();
        return recording;
      } finally {
        recording = undefined;
      }
    },
  };
}

/** The plan of a recorded query: EXPLAIN QUERY PLAN on SQLite, EXPLAIN on PostgreSQL. */
export async function planOf(
  db: Kysely<Database>,
  dialect: string,
  query: RecordedQuery,
): Promise<string[]> {
  if (dialect === 'sqlite') {
    const result = await db.executeQuery<{ id: number; parent: number; detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]),
    );
    const depth = new Map<number, number>([[0, 0]]);
    return result.rows.map((row) => {
      const level = (depth.get(row.parent) ?? 0) + 1;
      depth.set(row.id, level);
      return `${'  '.repeat(level)}${row.detail}`;
    });
  }
  const result = await db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ${query.sql}`, [
      ...query.parameters,
    ]),
  );
  return result.rows.map((row) => `  ${row['QUERY PLAN']}`);
}
