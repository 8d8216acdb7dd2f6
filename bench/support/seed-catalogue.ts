import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUNDLED_SOURCES_DIR, buildPack } from '@aula/content';
import { ROLE_IDS } from '@aula/shared';
import type { ServiceContext } from '../../apps/server/src/domain/service-context';
import { importPack } from '../../apps/server/src/content/import-pack';

const BATCH = 500;

/**
 * The bundled pack installed, and `students` students each with a state for every lesson
 * and cluster of the pack (a school well into its year). Returns one student's id and the
 * first subject and cluster to ask about.
 */
export async function seedCatalogue(context: ServiceContext, students: number) {
  const packFile = join(mkdtempSync(join(tmpdir(), 'aula-bench-pack-')), 'bundled.aulapack');
  await buildPack(BUNDLED_SOURCES_DIR, packFile);
  await importPack(context.database, context.contentStore, packFile);
  const db = context.database.db;
  const lessons = await db.selectFrom('lessons').select(['id', 'cluster_id', 'position']).execute();
  const clusters = await db
    .selectFrom('clusters')
    .select(['id', 'subject_id', 'position'])
    .orderBy('subject_id')
    .orderBy('position')
    .execute();
  const now = new Date().toISOString();
  const account = await db
    .insertInto('accounts')
    .values({ name: 'Bench district', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A PostgreSQL bench database may be shared between runs: names unique to this run.
  const run = `${account.id}-${Date.now().toString(36)}`;

  const ids: number[] = [];
  for (let start = 0; start < students; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, students - start) }, (_, index) => {
      const n = start + index;
      return {
        username: `bench-${run}-${n}`,
        username_key: `bench-${run}-${n}`,
        password_hash: 'not-a-real-hash',
        firstname: 'Bench',
        lastname: `Student ${n}`,
        email: null,
        language: 'en' as const,
        avatar: null,
        name_of_the_school: 'Bench School',
        grade_id: 1,
        rol_id: ROLE_IDS.student,
        tutor_id: null,
        account_id: account.id,
        created_at: now,
        updated_at: now,
      };
    });
    const inserted = await db.insertInto('users').values(rows).returning('id').execute();
    ids.push(...inserted.map((row) => row.id));
  }

  // Every student somewhere different: n lessons completed, the next one in progress.
  for (let start = 0; start < ids.length; start += BATCH / 5) {
    const batch = ids.slice(start, start + BATCH / 5);
    const lessonRows = batch.flatMap((studentId, index) =>
      lessons.map((lesson, lessonIndex) => {
        const done = (start + index) % (lessons.length + 1);
        return {
          student_id: studentId,
          lesson_id: lesson.id,
          cluster_id: lesson.cluster_id,
          is_locked: lessonIndex <= done ? (lessonIndex < done ? 2 : 1) : 0,
          state_id: lessonIndex < done ? 3 : lessonIndex === done ? 2 : 1,
          updated_at: now,
        };
      }),
    );
    const clusterRows = batch.flatMap((studentId) =>
      clusters.map((cluster) => ({
        student_id: studentId,
        cluster_id: cluster.id,
        subject_id: cluster.subject_id,
        is_locked: cluster.position === 1 ? 2 : 1,
        test_performed: cluster.position === 1 ? 1 : 0,
        updated_at: now,
      })),
    );
    await db.transaction().execute(async (trx) => {
      for (let offset = 0; offset < lessonRows.length; offset += BATCH)
        await trx
          .insertInto('student_lesson_states')
          .values(lessonRows.slice(offset, offset + BATCH))
          .execute();
      for (let offset = 0; offset < clusterRows.length; offset += BATCH)
        await trx
          .insertInto('student_cluster_states')
          .values(clusterRows.slice(offset, offset + BATCH))
          .execute();
    });
  }
  const first = clusters[0]!;
  return {
    /** For each student, a lesson whose quiz they may take (the one they are on). */
    openLessonIds: ids.map((_, n) => lessons[n % (lessons.length + 1)]?.id ?? lessons[0]!.id),
    /** Deleting the account deletes its students and their states. */
    accountId: account.id,
    studentIds: ids,
    subjectId: first.subject_id,
    clusterId: first.id,
    lessonStates: ids.length * lessons.length,
  };
}
