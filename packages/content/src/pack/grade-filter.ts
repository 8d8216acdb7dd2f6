import type { PackCatalogue, PackContents } from '../format/pack-schema';
import type { PackIssue } from '../validate/issues';

/**
 * Copying a disc grade by grade: which entries of a pack belong to which grade, and the pack
 * cut down to the chosen grades. Lesson bodies and pictures (`lessons/<id>/…`) belong to their
 * lesson's grade, test pictures (`clusters/<id>/…`) to their cluster's; `catalogue.json`,
 * `questions.json` and anything else are shared by every grade.
 */
export interface PackGradeIndex {
  /** The grade an entry belongs to, or null when every grade needs it. */
  gradeOf(entryPath: string): number | null;
}

export function packGradeIndex(catalogue: PackCatalogue): PackGradeIndex {
  const gradeOfSubject = new Map(catalogue.subjects.map((s) => [s.id, s.grade_id]));
  const gradeOfCluster = new Map(
    catalogue.clusters.map((c) => [c.id, gradeOfSubject.get(c.subject_id)]),
  );
  const gradeOfLesson = new Map(
    catalogue.lessons.map((l) => [l.id, gradeOfCluster.get(l.cluster_id)]),
  );
  return {
    gradeOf(entryPath) {
      const match = /^(lessons|clusters)\/(\d+)\//.exec(entryPath);
      if (!match) return null;
      const owners = match[1] === 'lessons' ? gradeOfLesson : gradeOfCluster;
      return owners.get(Number(match[2])) ?? null;
    },
  };
}

/** Whether an entry is needed to import the given grades. */
export function entryNeededFor(index: PackGradeIndex, grades: ReadonlySet<number>) {
  return (entryPath: string) => {
    const grade = index.gradeOf(entryPath);
    return grade === null || grades.has(grade);
  };
}

/** Grades asked for that the pack does not have. */
export function unknownGrades(catalogue: PackCatalogue, grades: Iterable<number>): PackIssue[] {
  const known = new Set(catalogue.grades.map((grade) => grade.grade_id));
  return [...grades]
    .filter((grade) => !known.has(grade))
    .map((grade) => ({ where: 'catalogue.json', message: `grade ${grade} is not in this pack` }));
}

/**
 * The pack with only the chosen grades: their levels, subjects, clusters, lessons, question
 * pools and files. The validator then checks this smaller pack as it would a whole one.
 */
export function restrictToGrades(
  contents: PackContents,
  grades: ReadonlySet<number>,
): PackContents {
  const { catalogue, questions } = contents;
  const keptGrades = catalogue.grades.filter((grade) => grades.has(grade.grade_id));
  const levelIds = new Set(keptGrades.map((grade) => grade.level_id));
  const subjects = catalogue.subjects.filter((subject) => grades.has(subject.grade_id));
  const subjectIds = new Set(subjects.map((subject) => subject.id));
  const clusters = catalogue.clusters.filter((cluster) => subjectIds.has(cluster.subject_id));
  const clusterIds = new Set(clusters.map((cluster) => cluster.id));
  const lessons = catalogue.lessons.filter((lesson) => clusterIds.has(lesson.cluster_id));
  const lessonIds = new Set(lessons.map((lesson) => lesson.id));
  const needed = entryNeededFor(packGradeIndex(catalogue), grades);
  return {
    ...contents,
    catalogue: {
      levels: catalogue.levels.filter((level) => levelIds.has(level.id)),
      grades: keptGrades,
      subjects,
      clusters,
      lessons,
    },
    questions: {
      lessons: Object.fromEntries(
        Object.entries(questions.lessons).filter(([id]) => lessonIds.has(Number(id))),
      ),
      clusters: Object.fromEntries(
        Object.entries(questions.clusters).filter(([id]) => clusterIds.has(Number(id))),
      ),
    },
    files: new Map([...contents.files].filter(([path]) => needed(path))),
  };
}
