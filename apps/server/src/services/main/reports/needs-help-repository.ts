import type { Database, Kysely } from '@aula/db';
import type { Language, NeedsHelpLesson } from '@aula/shared';
import { NEEDS_HELP_FAILED_QUIZZES } from '@aula/shared';
import { pick } from '../../../platform/localized';
import type { CatalogueCache } from '../../../domain/catalogue/catalogue-cache';

/**
 * "Needs help": a student who failed the same lesson's quiz NEEDS_HELP_FAILED_QUIZZES times
 * or more with no pass since. Only failures after the latest pass count, so a child who
 * finally passed stops being flagged, and one who fails again later starts a new count.
 */
export class NeedsHelpRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalogue: CatalogueCache,
  ) {}

  /** The flagged lessons of each student (students with none are absent from the map). */
  async ofStudents(
    studentIds: readonly number[],
    lang: Language,
  ): Promise<Map<number, NeedsHelpLesson[]>> {
    const flagged = new Map<number, NeedsHelpLesson[]>();
    if (studentIds.length === 0) return flagged;
    const rows = await this.db
      .selectFrom('quiz_attempts as failed')
      .select(({ fn }) => [
        'failed.student_id',
        'failed.lesson_id',
        fn.countAll<number>().as('failed_quizzes'),
        fn.max('failed.finished_at').as('last_failed_at'),
      ])
      .where('failed.student_id', 'in', studentIds)
      .where('failed.passed', '=', 0)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('quiz_attempts as pass')
              .select('pass.id')
              .whereRef('pass.student_id', '=', 'failed.student_id')
              .whereRef('pass.lesson_id', '=', 'failed.lesson_id')
              .where('pass.passed', '=', 1)
              .whereRef('pass.finished_at', '>', 'failed.finished_at'),
          ),
        ),
      )
      .groupBy(['failed.student_id', 'failed.lesson_id'])
      .having(({ fn }) => fn.countAll(), '>=', NEEDS_HELP_FAILED_QUIZZES)
      .execute();
    if (rows.length === 0) return flagged;

    const snapshot = await this.catalogue.snapshot();
    for (const row of rows) {
      const lesson = snapshot.lessons.get(row.lesson_id);
      const cluster = lesson && snapshot.clusters.get(lesson.cluster_id);
      const subject = lesson && snapshot.subjects.get(lesson.subject_id);
      // A lesson a content update removed is no longer something to help with.
      if (!lesson || !cluster || !subject) continue;
      const list = flagged.get(row.student_id) ?? [];
      list.push({
        lesson_id: lesson.id,
        lesson_title: pick(lang, lesson.title_en, lesson.title_es),
        cluster_id: cluster.id,
        cluster_title: pick(lang, cluster.title_en, cluster.title_es),
        subject_name: pick(lang, subject.name_en, subject.name_es),
        failed_quizzes: Number(row.failed_quizzes),
        last_failed_at: String(row.last_failed_at),
      });
      flagged.set(row.student_id, list);
    }
    for (const list of flagged.values())
      list.sort((a, b) => b.last_failed_at.localeCompare(a.last_failed_at));
    return flagged;
  }
}
