import type { Database, Insertable, Kysely } from '@aula/db';
import { QUIZ_PASS_MARK } from '@aula/shared';

/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on bound parameters. */
const ROWS_PER_INSERT = 1000;
/** Students whose rows are built and written in one transaction. */
const STUDENTS_PER_TRANSACTION = 25;
const DAY_MS = 86_400_000;

export interface ActivitySeed {
  /** The first and last UTC day with activity (YYYY-MM-DD). */
  firstDay: string;
  lastDay: string;
  /** The cluster most of the quizzes and tests were taken in (grade 1's first). */
  clusterId: number;
  rows: Record<string, number>;
}

interface PoolItem {
  item_id: string;
  item: string;
}

/** Deterministic noise, so two runs seed the same figures. */
function noise(...values: number[]): number {
  let hash = 2166136261;
  for (const value of values) hash = Math.imul(hash ^ value, 16777619) >>> 0;
  return hash;
}

async function insertAll<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
) {
  for (let offset = 0; offset < rows.length; offset += ROWS_PER_INSERT)
    await db
      .insertInto(table)
      .values(rows.slice(offset, offset + ROWS_PER_INSERT) as never)
      .execute();
}

/**
 * `days` days of study for every student, ending `lastDay`: each day one study session with
 * its activity records (a session, the grade, two subjects, two clusters, four lessons), two
 * activity time spans, a quiz every other day and a test every 15 days, with their questions
 * and answers. The session starts in the afternoon, a little later for each student.
 */
export async function seedActivity(
  db: Kysely<Database>,
  options: { studentIds: number[]; gradeId: number; days: number; lastDay: string },
): Promise<ActivitySeed> {
  const subjects = await db
    .selectFrom('subjects')
    .select(['id', 'name_en', 'name_es'])
    .where('grade_id', '=', options.gradeId)
    .orderBy('position')
    .execute();
  const clusters = await db
    .selectFrom('clusters')
    .select(['id', 'subject_id', 'title_en', 'title_es'])
    .where(
      'subject_id',
      'in',
      subjects.map((subject) => subject.id),
    )
    .orderBy('subject_id')
    .orderBy('position')
    .execute();
  const lessons = await db
    .selectFrom('lessons')
    .select(['id', 'cluster_id', 'title_en', 'title_es'])
    .where(
      'cluster_id',
      'in',
      clusters.map((cluster) => cluster.id),
    )
    .orderBy('cluster_id')
    .orderBy('position')
    .execute();
  const questions = await db
    .selectFrom('questions')
    .select(['lesson_id', 'cluster_id', 'item_id', 'item'])
    .where((eb) =>
      eb.or([
        eb(
          'lesson_id',
          'in',
          lessons.map((lesson) => lesson.id),
        ),
        eb(
          'cluster_id',
          'in',
          clusters.map((cluster) => cluster.id),
        ),
      ]),
    )
    .execute();
  const quizPools = new Map<number, PoolItem[]>();
  const testPools = new Map<number, PoolItem[]>();
  for (const question of questions) {
    const [pools, key] =
      question.lesson_id !== null
        ? [quizPools, question.lesson_id]
        : [testPools, question.cluster_id!];
    pools.set(key, [...(pools.get(key) ?? []), question]);
  }
  const subjectOf = new Map(clusters.map((cluster) => [cluster.id, cluster.subject_id]));
  const quizLessons = lessons.filter((lesson) => (quizPools.get(lesson.id)?.length ?? 0) >= 4);
  const testClusters = clusters.filter((cluster) => (testPools.get(cluster.id)?.length ?? 0) >= 10);
  // Half of the quizzes and tests are in the first cluster: its hardest questions have data.
  const focusLessons = quizLessons.filter((lesson) => lesson.cluster_id === clusters[0]!.id);
  const rows: Record<string, number> = {
    activities: 0,
    user_activity_times: 0,
    quiz_attempts: 0,
    test_attempts: 0,
    attempt_questions: 0,
  };
  const firstDayMs = Date.parse(`${options.lastDay}T00:00:00Z`) - (options.days - 1) * DAY_MS;
  const iso = (ms: number) => new Date(ms).toISOString();

  for (let start = 0; start < options.studentIds.length; start += STUDENTS_PER_TRANSACTION) {
    const batch = options.studentIds.slice(start, start + STUDENTS_PER_TRANSACTION);
    const activities: Insertable<Database['activities']>[] = [];
    const spans: Insertable<Database['user_activity_times']>[] = [];
    const quizzes: Insertable<Database['quiz_attempts']>[] = [];
    const tests: Insertable<Database['test_attempts']>[] = [];
    const drawn = new Map<string, { kind: 'quiz' | 'test'; items: PoolItem[]; correct: number }>();

    for (const studentId of batch) {
      for (let day = 0; day < options.days; day += 1) {
        // 15:00 UTC plus up to two hours, by student: afternoons in the Americas.
        const sessionStart = firstDayMs + day * DAY_MS + (15 * 60 + (studentId % 120)) * 60_000;
        const at = (seconds: number) => iso(sessionStart + seconds * 1000);
        const activity = (
          scope: string,
          offset: number,
          seconds: number,
          place: Partial<Insertable<Database['activities']>> & {
            title_en: string;
            title_es: string;
          },
        ) =>
          activities.push({
            student_id: studentId,
            scope,
            parent_id: null,
            grade_id: options.gradeId,
            subject_id: null,
            cluster_id: null,
            lesson_id: null,
            search_text: place.title_en.toLowerCase(),
            started_at: at(offset),
            last_active_at: at(offset + seconds),
            active_seconds: seconds,
            last_update_key: null,
            ...place,
          });
        activity('general', 0, 2400 + (noise(studentId, day) % 1200), {
          title_en: 'Study session',
          title_es: 'Sesión de estudio',
        });
        activity('grade', 5, 2000, { title_en: 'Grade 1', title_es: 'Primer grado' });
        for (let part = 0; part < 2; part += 1) {
          const lessonA = quizLessons[noise(studentId, day, part, 1) % quizLessons.length]!;
          const lessonB = quizLessons[noise(studentId, day, part, 2) % quizLessons.length]!;
          const cluster = clusters.find((item) => item.id === lessonA.cluster_id)!;
          const subject = subjects.find((item) => item.id === subjectOf.get(cluster.id))!;
          const offset = 10 + part * 1200;
          activity('subject', offset, 900 + (noise(studentId, day, part) % 300), {
            subject_id: subject.id,
            title_en: subject.name_en,
            title_es: subject.name_es,
          });
          activity('cluster', offset + 5, 800, {
            subject_id: subject.id,
            cluster_id: cluster.id,
            title_en: cluster.title_en,
            title_es: cluster.title_es,
          });
          for (const [index, lesson] of [lessonA, lessonB].entries())
            activity('lesson', offset + 10 + index * 400, 350, {
              subject_id: subject.id,
              cluster_id: lesson.cluster_id,
              lesson_id: lesson.id,
              title_en: lesson.title_en,
              title_es: lesson.title_es,
            });
        }
        for (const [offset, seconds] of [
          [0, 1100],
          [1200, 1000 + (noise(studentId, day, 9) % 500)],
        ] as const)
          spans.push({
            student_id: studentId,
            tutor_id: null,
            start_time: at(offset),
            end_time: at(offset + seconds + 30),
            activity_timer: seconds,
            created_at: at(offset + seconds + 30),
          });

        if (day % 2 === 0) {
          const lessonPool = noise(studentId, day, 3) % 2 === 0 ? focusLessons : quizLessons;
          const lesson = lessonPool[noise(studentId, day, 4) % lessonPool.length]!;
          const pool = quizPools.get(lesson.id)!;
          const correct = noise(studentId, day, 5) % 5;
          const startedAt = at(600);
          quizzes.push({
            student_id: studentId,
            lesson_id: lesson.id,
            cluster_id: lesson.cluster_id,
            subject_id: subjectOf.get(lesson.cluster_id)!,
            grade_id: options.gradeId,
            total: 4,
            answered_count: 4,
            correct_count: correct,
            passed: correct >= QUIZ_PASS_MARK ? 1 : 0,
            next_lesson_id: null,
            started_at: startedAt,
            finished_at: at(780),
          });
          const first = noise(studentId, day, 6) % pool.length;
          drawn.set(`quiz|${studentId}|${startedAt}`, {
            kind: 'quiz',
            items: [0, 1, 2, 3].map((index) => pool[(first + index) % pool.length]!),
            correct,
          });
        }
        if (day % 15 === 7) {
          const cluster =
            noise(studentId, day, 7) % 2 === 0
              ? testClusters[0]!
              : testClusters[noise(studentId, day, 8) % testClusters.length]!;
          const pool = testPools.get(cluster.id)!;
          const correct = 4 + (noise(studentId, day, 10) % 7);
          const startedAt = at(1800);
          tests.push({
            student_id: studentId,
            cluster_id: cluster.id,
            subject_id: cluster.subject_id,
            grade_id: options.gradeId,
            seconds_per_question: 30,
            total: 10,
            answered_count: 10,
            correct_count: correct,
            current_position: 11,
            current_presented_at: at(2100),
            started_at: startedAt,
            finished_at: at(2100),
          });
          const first = noise(studentId, day, 11) % pool.length;
          drawn.set(`test|${studentId}|${startedAt}`, {
            kind: 'test',
            items: Array.from({ length: 10 }, (_, index) => pool[(first + index) % pool.length]!),
            correct,
          });
        }
      }
    }

    await db.transaction().execute(async (trx) => {
      await insertAll(trx, 'activities', activities);
      await insertAll(trx, 'user_activity_times', spans);
      const attemptIds: { kind: 'quiz' | 'test'; id: number; key: string }[] = [];
      for (let offset = 0; offset < quizzes.length; offset += ROWS_PER_INSERT) {
        const inserted = await trx
          .insertInto('quiz_attempts')
          .values(quizzes.slice(offset, offset + ROWS_PER_INSERT))
          .returning(['id', 'student_id', 'started_at'])
          .execute();
        for (const row of inserted)
          attemptIds.push({
            kind: 'quiz',
            id: row.id,
            key: `quiz|${row.student_id}|${row.started_at}`,
          });
      }
      for (let offset = 0; offset < tests.length; offset += ROWS_PER_INSERT) {
        const inserted = await trx
          .insertInto('test_attempts')
          .values(tests.slice(offset, offset + ROWS_PER_INSERT))
          .returning(['id', 'student_id', 'started_at'])
          .execute();
        for (const row of inserted)
          attemptIds.push({
            kind: 'test',
            id: row.id,
            key: `test|${row.student_id}|${row.started_at}`,
          });
      }
      const asked: Insertable<Database['attempt_questions']>[] = attemptIds.flatMap((attempt) => {
        const { items, correct } = drawn.get(attempt.key)!;
        return items.map((item, index) => {
          // The first `correct` answers right; a test's misses alternate wrong and timed out.
          const status =
            index < correct
              ? 'correct'
              : attempt.kind === 'test' && index % 2
                ? 'timeout'
                : 'wrong';
          return {
            attempt_kind: attempt.kind,
            attempt_id: attempt.id,
            position: index + 1,
            item_id: item.item_id,
            item: item.item,
            seed: noise(attempt.id, index) % 1_000_000,
            status,
            answer: null,
            answered_at: null,
          };
        });
      });
      await insertAll(trx, 'attempt_questions', asked);
      rows.attempt_questions! += asked.length;
    });
    rows.activities! += activities.length;
    rows.user_activity_times! += spans.length;
    rows.quiz_attempts! += quizzes.length;
    rows.test_attempts! += tests.length;
  }
  return {
    firstDay: iso(firstDayMs).slice(0, 10),
    lastDay: options.lastDay,
    clusterId: clusters[0]!.id,
    rows,
  };
}
