import type { Database, Kysely, Selectable } from '@aula/db';
import { CatalogueSnapshotRepository } from './catalogue-snapshot-repository';

type Row<T extends keyof Database> = Selectable<Database[T]>;
export type LessonEntry = Row<'lessons'> & {
  subject_id: number;
  grade_id: number;
  level_id: number;
};

/** The whole catalogue in memory, indexed the ways the routes ask for it. */
export interface CatalogueSnapshot {
  version: string;
  levels: Row<'levels'>[];
  grades: Row<'grades'>[];
  subjects: Map<number, Row<'subjects'>>;
  subjectsByGrade: Map<number, Row<'subjects'>[]>;
  clusters: Map<number, Row<'clusters'>>;
  clustersBySubject: Map<number, Row<'clusters'>[]>;
  lessons: Map<number, LessonEntry>;
  lessonsByCluster: Map<number, LessonEntry[]>;
  lessonIdByLocalPath: Map<string, number>;
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const list = groups.get(key(item)) ?? [];
    list.push(item);
    groups.set(key(item), list);
  }
  return groups;
}

/**
 * The catalogue changes only when a pack is imported, yet every student screen reads it.
 * Each process keeps a snapshot and checks the installed packs' fingerprints at most once per
 * `ttlMs`, so a pack imported by another copy of the service shows within that time (and at
 * once in the copy that imported it, which calls `invalidate`).
 */
export class CatalogueCache {
  private current: CatalogueSnapshot | undefined;
  private checkedAt = 0;
  private pending: Promise<CatalogueSnapshot> | undefined;
  private readonly catalogue: CatalogueSnapshotRepository;

  constructor(
    db: Kysely<Database>,
    private readonly ttlMs = 1000,
  ) {
    this.catalogue = new CatalogueSnapshotRepository(db);
  }

  invalidate(): void {
    this.current = undefined;
  }

  snapshot(): Promise<CatalogueSnapshot> {
    if (this.current && Date.now() - this.checkedAt < this.ttlMs)
      return Promise.resolve(this.current);
    this.pending ??= this.refresh().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async refresh(): Promise<CatalogueSnapshot> {
    const packs = await this.catalogue.packFingerprints();
    const version = packs.map((pack) => `${pack.id}:${pack.fingerprint}`).join(',');
    if (this.current?.version !== version) this.current = await this.load(version);
    this.checkedAt = Date.now();
    return this.current;
  }

  private async load(version: string): Promise<CatalogueSnapshot> {
    const { levels, grades, subjects, clusters, lessons } = await this.catalogue.rows();
    const clusterById = new Map(clusters.map((cluster) => [cluster.id, cluster]));
    const subjectById = new Map(subjects.map((subject) => [subject.id, subject]));
    const gradeById = new Map(grades.map((grade) => [grade.grade_id, grade]));
    const lessonEntries: LessonEntry[] = lessons.map((lesson) => {
      const subject = subjectById.get(clusterById.get(lesson.cluster_id)!.subject_id)!;
      return {
        ...lesson,
        subject_id: subject.id,
        grade_id: subject.grade_id,
        level_id: gradeById.get(subject.grade_id)!.level_id,
      };
    });
    return {
      version,
      levels,
      grades,
      subjects: subjectById,
      subjectsByGrade: groupBy(subjects, (subject) => subject.grade_id),
      clusters: clusterById,
      clustersBySubject: groupBy(clusters, (cluster) => cluster.subject_id),
      lessons: new Map(lessonEntries.map((lesson) => [lesson.id, lesson])),
      lessonsByCluster: groupBy(lessonEntries, (lesson) => lesson.cluster_id),
      lessonIdByLocalPath: new Map(lessons.map((lesson) => [lesson.local_path, lesson.id])),
    };
  }
}
