import type { Database, Kysely } from '@aula/db';
import { isPostgres } from '@aula/db';

export interface Span {
  start: number;
  end: number;
}

/** How much of `span` (ms) the `covered` spans leave uncovered. */
export function uncoveredMs(span: Span, covered: Span[]): number {
  const parts = covered
    .map((part) => ({ start: Math.max(part.start, span.start), end: Math.min(part.end, span.end) }))
    .filter((part) => part.end > part.start)
    .sort((a, b) => a.start - b.start);
  let uncovered = 0;
  let cursor = span.start;
  for (const part of parts) {
    if (part.start > cursor) uncovered += part.start - cursor;
    cursor = Math.max(cursor, part.end);
  }
  return uncovered + Math.max(0, span.end - cursor);
}

/**
 * Spans of active study (POST /api/save_user_activity_time). Two tabs, or a retried request,
 * may send spans that overlap ones already saved; a span's active seconds are capped at the
 * part of it no saved span covers, so no second is counted twice, even when they arrive
 * together.
 */
export class ActivityTimeRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async save(entry: {
    student_id: number;
    tutor_id: number | null;
    start: Date;
    end: Date;
    activity_timer: number;
  }) {
    const start = entry.start.toISOString();
    const end = entry.end.toISOString();
    return this.db.transaction().execute(async (trx) => {
      // Spans of one student are capped one after the other, or two sent together would each
      // find the other missing and both count in full. SQLite runs one write transaction at a
      // time already; PostgreSQL waits here on the student's row.
      if (isPostgres(this.db as unknown as Kysely<unknown>))
        await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', entry.student_id)
          .forUpdate()
          .execute();
      const overlapping = await trx
        .selectFrom('user_activity_times')
        .select(['start_time', 'end_time'])
        .where('student_id', '=', entry.student_id)
        .where('end_time', '>', start)
        .where('start_time', '<', end)
        .execute();
      const free = uncoveredMs(
        { start: entry.start.getTime(), end: entry.end.getTime() },
        overlapping.map((row) => ({
          start: Date.parse(row.start_time),
          end: Date.parse(row.end_time),
        })),
      );
      return trx
        .insertInto('user_activity_times')
        .values({
          student_id: entry.student_id,
          tutor_id: entry.tutor_id,
          start_time: start,
          end_time: end,
          activity_timer: Math.min(entry.activity_timer, Math.floor(free / 1000)),
          created_at: this.now().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }
}
