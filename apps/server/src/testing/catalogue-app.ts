import type { DialectName } from '@aula/db';
import { SAMPLE } from '@aula/content/testing';
import { LESSON_STATE, LOCK } from '@aula/shared';
import { createActivityService } from '../services/activity/activity-service';
import { createMainTestApp } from './main-app';
import { withSampleCatalogue } from './sample-catalogue';

/**
 * The main and activity services over one fresh database with the sample pack installed (a
 * copy of an installation it was imported into once per worker: importing cost most of a test).
 */
export async function createCatalogueTestApp(dialect: DialectName) {
  const t = await createMainTestApp(dialect, {}, await withSampleCatalogue(dialect));
  const activity = await createActivityService(t.context);
  await activity.ready();
  return {
    ...t,
    activity,
    /** The student opens a sample lesson, as the lesson screen does: it is then in progress. */
    async openLesson(token: string, lessonId: number) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/decrypt_lesson',
        headers: t.bearer(token),
        payload: { path: SAMPLE.localPath(lessonId) },
      });
      if (response.statusCode !== 200)
        throw new Error(`opening lesson ${lessonId}: ${response.statusCode} ${response.body}`);
    },
    /** Every lesson of a sample cluster completed (its quiz passed), straight in the database. */
    async completeLessons(studentId: number, clusterId: number) {
      const at = t.context.now().toISOString();
      for (const lessonId of SAMPLE.lessonIds.filter((id) => Math.floor(id / 100) === clusterId))
        await t.context.database.db
          .insertInto('student_lesson_states')
          .values({
            student_id: studentId,
            lesson_id: lessonId,
            cluster_id: clusterId,
            is_locked: LOCK.completed,
            state_id: LESSON_STATE.completed,
            updated_at: at,
          })
          .onConflict((conflict) =>
            conflict
              .columns(['student_id', 'lesson_id'])
              .doUpdateSet({ is_locked: LOCK.completed, state_id: LESSON_STATE.completed }),
          )
          .execute();
    },
    async close() {
      await activity.close();
      await t.close();
    },
  };
}

export type CatalogueTestApp = Awaited<ReturnType<typeof createCatalogueTestApp>>;
