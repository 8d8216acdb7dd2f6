import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from './database';
import { migrateToLatest, migrateUpTo } from './migrate';
import { insertSampleFamily } from './sample-rows';
import { createTestDb, testDialects } from './testing';

/** The migration before completion had to be earned: what the landed schema wrote. */
const BEFORE = '2026-11-27T03-00-rate-limits';
const AT = '2026-11-21T10:00:00.000Z';

/**
 * The sample family's subject (id 9700) gets a second lesson in its first cluster and a
 * second cluster with one lesson: cluster 9700 holds lessons 9700 and 9701, cluster 9701
 * (next) holds lesson 9702.
 */
async function addCatalogue(db: Kysely<Database>) {
  await db
    .insertInto('clusters')
    .values({
      id: 9701,
      pack_id: 'pack-a',
      subject_id: 9700,
      path: 'adding',
      title_en: 'Adding',
      title_es: 'Sumar',
      description_en: 'Sums',
      description_es: 'Sumas',
      position: 2,
    })
    .execute();
  const lesson = (id: number, clusterId: number, position: number) => ({
    id,
    pack_id: 'pack-a',
    cluster_id: clusterId,
    path: `lesson-${id}`,
    local_path: `a/math/lesson-${id}`,
    title_en: 'Lesson',
    title_es: 'Lección',
    narration_en: null,
    narration_es: null,
    position,
  });
  await db
    .insertInto('lessons')
    .values([lesson(9701, 9700, 2), lesson(9702, 9701, 1)])
    .execute();
}

async function finishedQuiz(
  db: Kysely<Database>,
  studentId: number,
  lessonId: number,
  correct: number,
) {
  await db
    .insertInto('quiz_attempts')
    .values({
      student_id: studentId,
      lesson_id: lessonId,
      cluster_id: 9700,
      subject_id: 9700,
      grade_id: 9700,
      total: 4,
      answered_count: 4,
      correct_count: correct,
      passed: correct >= 3 ? 1 : 0,
      next_lesson_id: null,
      started_at: AT,
      finished_at: AT,
    })
    .execute();
}

async function finishedTest(db: Kysely<Database>, studentId: number, correct: number) {
  await db
    .insertInto('test_attempts')
    .values({
      student_id: studentId,
      cluster_id: 9700,
      subject_id: 9700,
      grade_id: 9700,
      seconds_per_question: 0,
      total: 10,
      answered_count: 10,
      correct_count: correct,
      current_position: 11,
      current_presented_at: AT,
      started_at: AT,
      finished_at: AT,
    })
    .execute();
}

/** What the landed code saved after a finished test: this cluster completed, the next open. */
async function clusterCompletedByTest(db: Kysely<Database>, studentId: number) {
  await db
    .updateTable('student_cluster_states')
    .set({ is_locked: 2, test_performed: 1 })
    .where('student_id', '=', studentId)
    .execute();
  await db
    .insertInto('student_cluster_states')
    .values({
      student_id: studentId,
      cluster_id: 9701,
      subject_id: 9700,
      is_locked: 1,
      test_performed: 0,
      updated_at: AT,
    })
    .execute();
}

async function lessonState(
  db: Kysely<Database>,
  studentId: number,
  lessonId: number,
  clusterId: number,
  state: { is_locked: number; state_id: number },
) {
  await db
    .insertInto('student_lesson_states')
    .values({
      student_id: studentId,
      lesson_id: lessonId,
      cluster_id: clusterId,
      ...state,
      updated_at: AT,
    })
    .onConflict((conflict) => conflict.columns(['student_id', 'lesson_id']).doUpdateSet(state))
    .execute();
}

describe.each(testDialects())(
  'earning completion, from a database of the landed schema on %s',
  (dialect) => {
    it('recomputes lesson and cluster states from the recorded attempts, losing no attempt', async () => {
      const database = await createTestDb(dialect, { migrate: false });
      const { db } = database;
      try {
        await migrateUpTo(db, BEFORE);
        const { studentIds } = await insertSampleFamily(db, { students: 3 });
        const [failedTest, passedTest, startedNext] = studentIds as [number, number, number];
        await addCatalogue(db);

        // Failed the test (3 of 10), which completed the cluster and opened the next; passed the
        // first lesson's quiz, failed the second's (which completed it all the same).
        await clusterCompletedByTest(db, failedTest);
        await finishedTest(db, failedTest, 3);
        await lessonState(db, failedTest, 9700, 9700, { is_locked: 2, state_id: 3 });
        await finishedQuiz(db, failedTest, 9700, 4);
        await lessonState(db, failedTest, 9701, 9700, { is_locked: 1, state_id: 3 });
        await finishedQuiz(db, failedTest, 9701, 1);
        // Passed the test (7 of 10, at or above 60 %).
        await clusterCompletedByTest(db, passedTest);
        await finishedTest(db, passedTest, 7);
        // Failed the test (2 of 10) and then began a lesson of the cluster it opened.
        await clusterCompletedByTest(db, startedNext);
        await finishedTest(db, startedNext, 2);
        await lessonState(db, startedNext, 9702, 9701, { is_locked: 1, state_id: 2 });
        await db
          .updateTable('student_test_settings')
          .set({ seconds_per_question: 30 })
          .where('student_id', '=', passedTest)
          .execute();
        const attemptsBefore = {
          quizzes: await db.selectFrom('quiz_attempts').selectAll().orderBy('id').execute(),
          tests: await db.selectFrom('test_attempts').selectAll().orderBy('id').execute(),
        };

        await migrateToLatest(db);

        const lessons = await db
          .selectFrom('student_lesson_states')
          .select(['student_id', 'lesson_id', 'is_locked', 'state_id'])
          .orderBy('student_id')
          .orderBy('lesson_id')
          .execute();
        expect(lessons.filter((row) => row.student_id === failedTest)).toEqual([
          // Its quiz was passed: still completed.
          { student_id: failedTest, lesson_id: 9700, is_locked: 2, state_id: 3 },
          // Only a failed quiz: back in progress, still open.
          { student_id: failedTest, lesson_id: 9701, is_locked: 1, state_id: 2 },
        ]);
        // Opened and not finished: as it was.
        expect(lessons.find((row) => row.student_id === passedTest)).toMatchObject({
          lesson_id: 9700,
          is_locked: 0,
          state_id: 2,
        });

        const clusters = await db
          .selectFrom('student_cluster_states')
          .select(['student_id', 'cluster_id', 'is_locked', 'test_performed'])
          .orderBy('student_id')
          .orderBy('cluster_id')
          .execute();
        expect(clusters).toEqual([
          // A failed test no longer completes the cluster, nor opens one nothing was started in.
          { student_id: failedTest, cluster_id: 9700, is_locked: 1, test_performed: 1 },
          { student_id: passedTest, cluster_id: 9700, is_locked: 2, test_performed: 1 },
          { student_id: passedTest, cluster_id: 9701, is_locked: 1, test_performed: 0 },
          { student_id: startedNext, cluster_id: 9700, is_locked: 1, test_performed: 1 },
          // The child already studies there: it stays open.
          { student_id: startedNext, cluster_id: 9701, is_locked: 1, test_performed: 0 },
        ]);

        // Every attempt is kept as it was; tests and settings get the default pass mark.
        const quizzes = await db.selectFrom('quiz_attempts').selectAll().orderBy('id').execute();
        expect(quizzes).toEqual(attemptsBefore.quizzes);
        const tests = await db.selectFrom('test_attempts').selectAll().orderBy('id').execute();
        expect(tests).toEqual(attemptsBefore.tests.map((row) => ({ ...row, pass_percent: 60 })));
        const settings = await db
          .selectFrom('student_test_settings')
          .select(['student_id', 'seconds_per_question', 'pass_percent'])
          .where('student_id', '=', passedTest)
          .execute();
        expect(settings).toEqual([
          { student_id: passedTest, seconds_per_question: 30, pass_percent: 60 },
        ]);
      } finally {
        await database.destroy();
      }
    });
  },
);
