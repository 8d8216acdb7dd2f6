import { LOCK } from '@aula/shared';
import type { ServiceContext } from '../../apps/server/src/domain/service-context';
import { ActivitiesRepository } from '../../apps/server/src/services/activity/activities/activities-repository';
import { activityTarget } from '../../apps/server/src/services/activity/activities/activity-titles';
import { LessonOpeningsRepository } from '../../apps/server/src/domain/lesson-content/lesson-openings-repository';

/**
 * What a student has done on entering their lesson, before any hot path runs: the lesson is
 * open (POST /api/decrypt_lesson), so serve-lesson may serve it, and its lesson activity record
 * exists (POST /v1/lesson-activities), so the periodic update has a record to add seconds to.
 * Returns each student's activity record id, in the order given.
 */
export async function seedOpenLessons(
  context: ServiceContext,
  students: { id: number; lessonId: number }[],
): Promise<number[]> {
  const db = context.database.db;
  const openings = new LessonOpeningsRepository(db, context.now);
  const activities = new ActivitiesRepository(db, context.now);
  const snapshot = await context.catalogue.snapshot();
  const clusterOf = new Map(
    (await db.selectFrom('lessons').select(['id', 'cluster_id']).execute()).map((lesson) => [
      lesson.id,
      lesson.cluster_id,
    ]),
  );
  const activityIds: number[] = [];
  for (const student of students) {
    // The seeded states already hold each lesson's lock; open() only moves the state on.
    await openings.open(student.id, {
      id: student.lessonId,
      cluster_id: clusterOf.get(student.lessonId)!,
      is_locked: LOCK.open,
    });
    const row = await activities.create({
      student_id: student.id,
      scope: 'lesson',
      parent_id: null,
      ...activityTarget(snapshot, 'lesson', student.lessonId),
    });
    activityIds.push(row.id);
  }
  return activityIds;
}
