import type { CompiledQuery, Database, Kysely } from '@aula/db';
import { sql } from '@aula/db';

/** A student's saved state in one subject: lesson states, cluster states and turned-off clusters. */
export interface SubjectState {
  lessons: Map<number, { is_locked: number; state_id: number }>;
  clusters: Map<number, { is_locked: number; test_performed: number }>;
  disabledClusters: Set<number>;
}

interface StateRow {
  kind: 'lesson' | 'cluster' | 'access';
  id: number;
  lock_value: number;
  extra: number;
}

/**
 * Reads a student's state in a subject with one query compiled once: the hot path of every
 * student screen (subjects, clusters, lessons) costs one indexed round trip.
 */
export class StudentStateRepository {
  private readonly subjectStateQuery: CompiledQuery<StateRow>;

  constructor(private readonly db: Kysely<Database>) {
    const lessons = db
      .selectFrom('student_lesson_states')
      .select([
        sql<StateRow['kind']>`'lesson'`.as('kind'),
        'lesson_id as id',
        'is_locked as lock_value',
        'state_id as extra',
      ])
      .where('student_id', '=', 0)
      .where('cluster_id', 'in', (eb) =>
        eb.selectFrom('clusters').select('id').where('subject_id', '=', 0),
      );
    const clusters = db
      .selectFrom('student_cluster_states')
      .select([
        sql<StateRow['kind']>`'cluster'`.as('kind'),
        'cluster_id as id',
        'is_locked as lock_value',
        'test_performed as extra',
      ])
      .where('student_id', '=', 0)
      .where('subject_id', '=', 0);
    const access = db
      .selectFrom('student_cluster_access')
      .select([
        sql<StateRow['kind']>`'access'`.as('kind'),
        'cluster_id as id',
        'enabled as lock_value',
        sql<number>`0`.as('extra'),
      ])
      .where('student_id', '=', 0)
      .where('subject_id', '=', 0);
    this.subjectStateQuery = lessons.unionAll(clusters).unionAll(access).compile();
    if (this.subjectStateQuery.parameters.length !== 6)
      throw new Error('the subject state query must take (student, subject) three times');
  }

  async subjectState(studentId: number, subjectId: number): Promise<SubjectState> {
    const result = await this.db.executeQuery<StateRow>({
      ...this.subjectStateQuery,
      parameters: [studentId, subjectId, studentId, subjectId, studentId, subjectId],
    });
    const state: SubjectState = {
      lessons: new Map(),
      clusters: new Map(),
      disabledClusters: new Set(),
    };
    for (const row of result.rows) {
      if (row.kind === 'lesson')
        state.lessons.set(row.id, { is_locked: row.lock_value, state_id: row.extra });
      else if (row.kind === 'cluster')
        state.clusters.set(row.id, { is_locked: row.lock_value, test_performed: row.extra });
      else if (row.lock_value === 0) state.disabledClusters.add(row.id);
    }
    return state;
  }
}
