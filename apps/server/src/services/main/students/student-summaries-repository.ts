import type { Database, Kysely } from '@aula/db';
import type { NeedsHelpLesson } from '@aula/shared';
import { LESSON_STATE, LOCK } from '@aula/shared';
import { studentIdsOfAccount } from '../../../domain/users/users-repository';

/** What the student list needs of each student, read for a whole account in a few queries. */
export interface StudentRecords {
  /** student → cluster → lessons completed. */
  completedLessons: Map<number, Map<number, number>>;
  /** student → clusters completed by their test (lock 2). */
  completedClusters: Map<number, Set<number>>;
  /** student → clusters their tutor turned off. */
  disabledClusters: Map<number, Set<number>>;
  lastTests: Map<number, LastTestRow>;
  activitySeconds: Map<number, number>;
  testSettings: Map<
    number,
    { tests_enabled: boolean; seconds_per_question: number; pass_percent: number }
  >;
  /** student → lessons whose quiz they keep failing (filled by the caller, in its language). */
  needsHelp: Map<number, NeedsHelpLesson[]>;
}

export interface LastTestRow {
  id: number;
  student_id: number;
  cluster_id: number;
  correct_count: number;
  total: number;
  finished_at: string;
}

function setOf<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  return set;
}

export class StudentSummariesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The records of some students of an account: every one (`studentIds` null: filtered through
   * a sub-select on the account) or one page of them. Lesson states are read only for
   * `clusterIds`, the clusters of the grades the students are in: a student's progress is
   * through their own grade, and the states of other grades are most of the rows.
   */
  async records(
    scope: { accountId: number; studentIds: number[] | null },
    clusterIds: number[],
    dayStart: string,
  ): Promise<StudentRecords> {
    const students = scope.studentIds ?? studentIdsOfAccount(this.db, scope.accountId);
    if (Array.isArray(students) && students.length === 0) {
      return {
        completedLessons: new Map(),
        completedClusters: new Map(),
        disabledClusters: new Map(),
        lastTests: new Map(),
        activitySeconds: new Map(),
        testSettings: new Map(),
        needsHelp: new Map(),
      };
    }
    const [
      completedLessons,
      completedClusters,
      disabledClusters,
      lastTests,
      activitySeconds,
      testSettings,
    ] = await Promise.all([
      this.completedLessons(students, clusterIds),
      this.completedClusters(students),
      this.disabledClusters(students),
      this.lastTests(students),
      this.activitySecondsSince(students, dayStart),
      this.testSettings(students),
    ]);
    return {
      completedLessons,
      completedClusters,
      disabledClusters,
      lastTests,
      activitySeconds,
      testSettings,
      needsHelp: new Map(),
    };
  }

  private async completedLessons(
    students: Students,
    clusterIds: number[],
  ): Promise<StudentRecords['completedLessons']> {
    const rows = await this.db
      .selectFrom('student_lesson_states')
      .select(['student_id', 'cluster_id', (eb) => eb.fn.countAll<number>().as('completed')])
      .where('student_id', 'in', students)
      .where('cluster_id', 'in', clusterIds.length > 0 ? clusterIds : [-1])
      .where('state_id', '=', LESSON_STATE.completed)
      .groupBy(['student_id', 'cluster_id'])
      .execute();
    const completed: StudentRecords['completedLessons'] = new Map();
    for (const row of rows) {
      let byCluster = completed.get(row.student_id);
      if (!byCluster) completed.set(row.student_id, (byCluster = new Map()));
      byCluster.set(row.cluster_id, Number(row.completed));
    }
    return completed;
  }

  private async completedClusters(students: Students): Promise<Map<number, Set<number>>> {
    const rows = await this.db
      .selectFrom('student_cluster_states')
      .select(['student_id', 'cluster_id'])
      .where('student_id', 'in', students)
      .where('is_locked', '=', LOCK.completed)
      .execute();
    return clustersByStudent(rows);
  }

  private async disabledClusters(students: Students): Promise<Map<number, Set<number>>> {
    const rows = await this.db
      .selectFrom('student_cluster_access')
      .select(['student_id', 'cluster_id'])
      .where('student_id', 'in', students)
      .where('enabled', '=', 0)
      .execute();
    return clustersByStudent(rows);
  }

  /** The newest finished test of each student. */
  private async lastTests(students: Students): Promise<Map<number, LastTestRow>> {
    const rows = await this.db
      .selectFrom('test_attempts as latest')
      .select([
        'latest.id',
        'latest.student_id',
        'latest.cluster_id',
        'latest.correct_count',
        'latest.total',
        'latest.finished_at',
      ])
      .where('latest.student_id', 'in', students)
      .where('latest.id', '=', (eb) =>
        eb
          .selectFrom('test_attempts as newer')
          .select('newer.id')
          .whereRef('newer.student_id', '=', 'latest.student_id')
          .where('newer.finished_at', 'is not', null)
          .orderBy('newer.finished_at', 'desc')
          .orderBy('newer.id', 'desc')
          .limit(1),
      )
      .execute();
    const lastTests = new Map<number, LastTestRow>();
    for (const row of rows) {
      if (row.finished_at) lastTests.set(row.student_id, { ...row, finished_at: row.finished_at });
    }
    return lastTests;
  }

  /** Seconds of study in the spans that ended after `dayStart`. */
  private async activitySecondsSince(
    students: Students,
    dayStart: string,
  ): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('user_activity_times')
      .select(['student_id', (eb) => eb.fn.sum<number>('activity_timer').as('seconds')])
      .where('student_id', 'in', students)
      .where('end_time', '>', dayStart)
      .groupBy('student_id')
      .execute();
    return new Map(rows.map((row) => [row.student_id, Number(row.seconds)]));
  }

  private async testSettings(students: Students): Promise<StudentRecords['testSettings']> {
    const rows = await this.db
      .selectFrom('student_test_settings')
      .selectAll()
      .where('student_id', 'in', students)
      .execute();
    return new Map(
      rows.map((row) => [
        row.student_id,
        {
          tests_enabled: row.tests_enabled === 1,
          seconds_per_question: row.seconds_per_question,
          pass_percent: row.pass_percent,
        },
      ]),
    );
  }
}

/** The students read: one page of ids, or every student of the account as a sub-select. */
type Students = number[] | ReturnType<typeof studentIdsOfAccount>;

function clustersByStudent(rows: { student_id: number; cluster_id: number }[]) {
  const byStudent = new Map<number, Set<number>>();
  for (const row of rows) setOf(byStudent, row.student_id).add(row.cluster_id);
  return byStudent;
}
