import type { ActivityScope } from '@aula/shared';
import { gameById } from '@aula/shared';
import { notFound } from '../../../platform/errors';
import type { CatalogueSnapshot } from '../../../domain/catalogue/catalogue-cache';

export interface ActivityTarget {
  grade_id: number | null;
  subject_id: number | null;
  cluster_id: number | null;
  lesson_id: number | null;
  title_en: string;
  title_es: string;
}

const GENERAL_TITLE = { title_en: 'Study session', title_es: 'Sesión de estudio' };

/**
 * Where an activity happens and what it is called in both languages, from the catalogue:
 * a lesson also names its cluster, subject and grade, so lists can filter by any of them.
 */
export function activityTarget(
  snapshot: CatalogueSnapshot,
  scope: ActivityScope,
  id: number | undefined,
): ActivityTarget {
  const none = { grade_id: null, subject_id: null, cluster_id: null, lesson_id: null };
  if (scope === 'general' || id === undefined) return { ...none, ...GENERAL_TITLE };
  if (scope === 'game') {
    const game = gameById(id);
    if (!game) throw notFound();
    return { ...none, title_en: game.title.en, title_es: game.title.es };
  }
  if (scope === 'grade') {
    const grade = snapshot.grades.find((candidate) => candidate.grade_id === id);
    if (!grade) throw notFound();
    return { ...none, grade_id: id, title_en: grade.name_en, title_es: grade.name_es };
  }
  if (scope === 'subject') {
    const subject = snapshot.subjects.get(id);
    if (!subject) throw notFound();
    return {
      ...none,
      grade_id: subject.grade_id,
      subject_id: id,
      title_en: subject.name_en,
      title_es: subject.name_es,
    };
  }
  if (scope === 'cluster') {
    const cluster = snapshot.clusters.get(id);
    const subject = cluster && snapshot.subjects.get(cluster.subject_id);
    if (!cluster || !subject) throw notFound();
    return {
      grade_id: subject.grade_id,
      subject_id: subject.id,
      cluster_id: id,
      lesson_id: null,
      title_en: cluster.title_en,
      title_es: cluster.title_es,
    };
  }
  const lesson = snapshot.lessons.get(id);
  if (!lesson) throw notFound();
  return {
    grade_id: lesson.grade_id,
    subject_id: lesson.subject_id,
    cluster_id: lesson.cluster_id,
    lesson_id: id,
    title_en: lesson.title_en,
    title_es: lesson.title_es,
  };
}
