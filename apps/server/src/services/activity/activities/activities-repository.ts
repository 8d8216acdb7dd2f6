import type { Database, Kysely, Selectable } from '@aula/db';
import { isPostgres, sql } from '@aula/db';
import type { Activity, ActivityListQuery, ActivityScope, Language } from '@aula/shared';
import { ACTIVITY_TICK_MS } from '@aula/shared';
import { foldText } from '../../../content/fold-text';

export type ActivityRow = Selectable<Database['activities']>;

export interface NewActivity {
  student_id: number;
  scope: ActivityScope;
  parent_id: number | null;
  grade_id: number | null;
  subject_id: number | null;
  cluster_id: number | null;
  lesson_id: number | null;
  title_en: string;
  title_es: string;
}

/** Which students' activities a list may show: one student, or every student of an account. */
export type ActivityOwners = { studentId: number } | { accountId: number };

/**
 * Activity records and the seconds added to them. An update adds at most the time that passed
 * since the previous one (see addSeconds), and an update repeated with the same key adds
 * nothing, so neither a buggy client, a retried request nor a burst of requests can count a
 * second twice.
 */
export class ActivitiesRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async create(activity: NewActivity): Promise<ActivityRow> {
    const at = this.now().toISOString();
    return this.db
      .insertInto('activities')
      .values({
        ...activity,
        search_text: foldText(`${activity.title_en} ${activity.title_es}`),
        started_at: at,
        last_active_at: at,
        last_update_key: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  find(id: number): Promise<ActivityRow | undefined> {
    return this.db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Adds at most `seconds`, capped in the one UPDATE so that updates arriving together are
   * capped one after the other, by what the database holds at that moment: no more than the
   * time since the record's last activity (plus a tick, for a request that arrived a little
   * early), and never more in all than the time since the record started, so however many
   * updates race, the record cannot hold more seconds than passed on the server's clock.
   */
  async addSeconds(
    activity: ActivityRow,
    seconds: number,
    updateKey?: string,
  ): Promise<ActivityRow> {
    const now = this.now().toISOString();
    const postgres = isPostgres(this.db as unknown as Kysely<unknown>);
    const least = sql.raw(postgres ? 'least' : 'min');
    const greatest = sql.raw(postgres ? 'greatest' : 'max');
    const sinceLastActive = msSince(postgres, 'last_active_at', now);
    const sinceStarted = msSince(postgres, 'started_at', now);
    // Integer division on both databases; a negative difference (a clock set back) adds 0.
    const added = sql<number>`${greatest}(0, ${least}(
      cast(${seconds} as integer),
      (${sinceLastActive} + ${sql.lit(ACTIVITY_TICK_MS)}) / 1000,
      ${sinceStarted} / 1000 - ${sql.ref('active_seconds')}
    ))`;
    let update = this.db
      .updateTable('activities')
      .set((eb) => ({
        active_seconds: eb('active_seconds', '+', added),
        last_active_at: now,
        last_update_key: updateKey ?? null,
      }))
      .where('id', '=', activity.id);
    if (updateKey !== undefined)
      update = update.where((eb) =>
        eb.or([eb('last_update_key', 'is', null), eb('last_update_key', '!=', updateKey)]),
      );
    await update.execute();
    return (await this.find(activity.id))!;
  }

  async remove(id: number): Promise<void> {
    await this.db.deleteFrom('activities').where('id', '=', id).execute();
  }

  async list(owners: ActivityOwners, filter: ActivityListQuery, onlyScope?: ActivityScope) {
    let query = this.db.selectFrom('activities');
    query =
      'studentId' in owners
        ? query.where('student_id', '=', owners.studentId)
        : query.where('student_id', 'in', (eb) =>
            eb
              .selectFrom('users')
              .select('id')
              .where('account_id', '=', owners.accountId)
              .where('rol_id', '=', 1),
          );
    const scope = onlyScope ?? filter.scope;
    if (scope) query = query.where('scope', '=', scope);
    for (const column of ['grade_id', 'subject_id', 'cluster_id', 'lesson_id'] as const) {
      const value = filter[column];
      if (value !== undefined) query = query.where(column, '=', value);
    }
    if (filter.from) query = query.where('started_at', '>=', `${filter.from}T00:00:00.000Z`);
    if (filter.to) query = query.where('started_at', '<=', `${filter.to}T23:59:59.999Z`);
    // LIKE wildcards are dropped from the words rather than escaped: the two databases escape
    // differently, and no title needs them.
    for (const word of foldText(filter.term ?? '')
      .replace(/[\\%_]/g, '')
      .split(/\s+/)
      .filter(Boolean))
      query = query.where('search_text', 'like', `%${word}%`);
    const [items, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('started_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.total) };
  }
}

/**
 * Milliseconds from the ISO timestamp in `column` to `now`, computed by the database so that it
 * reads the row as the UPDATE finds it.
 */
function msSince(postgres: boolean, column: 'started_at' | 'last_active_at', now: string) {
  return postgres
    ? sql<number>`cast(round(extract(epoch from (cast(${now} as timestamptz) - cast(${sql.ref(column)} as timestamptz))) * 1000) as bigint)`
    : sql<number>`cast(round((julianday(${now}) - julianday(${sql.ref(column)})) * 86400000) as integer)`;
}

export function toActivity(row: ActivityRow, lang: Language): Activity {
  return {
    id: row.id,
    student_id: row.student_id,
    scope: row.scope as ActivityScope,
    parent_id: row.parent_id,
    grade_id: row.grade_id,
    subject_id: row.subject_id,
    cluster_id: row.cluster_id,
    lesson_id: row.lesson_id,
    title: lang === 'es' ? row.title_es : row.title_en,
    started_at: row.started_at,
    last_active_at: row.last_active_at,
    active_seconds: row.active_seconds,
  };
}
