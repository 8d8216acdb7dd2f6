import type { QuestionItem } from '@aula/shared';
import type { PackContents } from '../format/pack-schema';

/** One question pool of a pack: a lesson's quiz or a cluster's test. */
export interface PackPool {
  /** The source file it comes from, e.g. "grade-1/math/numbers-to-20/test.yaml". */
  where: string;
  kind: 'quiz' | 'test';
  subjectId: number;
  items: QuestionItem[];
}

/** Every question pool of the pack, named by its source file, in catalogue order. */
export function packPools(contents: PackContents): PackPool[] {
  const { catalogue, questions } = contents;
  const pools: PackPool[] = [];
  for (const cluster of catalogue.clusters) {
    const subject = catalogue.subjects.find((candidate) => candidate.id === cluster.subject_id);
    const grade = catalogue.grades.find((candidate) => candidate.grade_id === subject?.grade_id);
    const folder = [grade?.path, subject?.path, cluster.path].join('/');
    for (const lesson of catalogue.lessons.filter((entry) => entry.cluster_id === cluster.id))
      pools.push({
        where: `${lesson.local_path}/quiz.yaml`,
        kind: 'quiz',
        subjectId: cluster.subject_id,
        items: questions.lessons[String(lesson.id)] ?? [],
      });
    pools.push({
      where: `${folder}/test.yaml`,
      kind: 'test',
      subjectId: cluster.subject_id,
      items: questions.clusters[String(cluster.id)] ?? [],
    });
  }
  return pools;
}
