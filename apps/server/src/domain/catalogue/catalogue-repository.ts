import type { Database, Kysely } from '@aula/db';
import type {
  Cluster,
  ContentTree,
  Grade,
  Language,
  Lesson,
  LevelList,
  Subject,
  SubjectAbbreviation,
  SubjectDetail,
} from '@aula/shared';
import {
  clusterProgressPercent,
  defaultLock,
  LESSON_STATE,
  LOCK,
  subjectProgressPercent,
} from '@aula/shared';
import type { CatalogueCache, CatalogueSnapshot } from './catalogue-cache';
import type { SubjectState } from './student-state-repository';
import { StudentStateRepository } from './student-state-repository';
import { pick } from '../../platform/localized';

/** Whose progress the per-student fields show: a student's id, or nobody (neutral values). */
export type Viewer = { studentId: number | null; lang: Language };

type Lock = 0 | 1 | 2;
type State = 1 | 2 | 3;

export interface LessonRecord extends Lesson {
  subject_id: number;
  grade_id: number;
  level_id: number;
  pack_id: string;
  narration: string | null;
  standards: string[];
  /** False when the student's tutor turned the lesson's cluster off. */
  cluster_enabled: boolean;
}

const NO_STATE: SubjectState = {
  lessons: new Map(),
  clusters: new Map(),
  disabledClusters: new Set(),
};

/**
 * Every read of the catalogue and of a student's place in it. The catalogue itself comes from
 * the in-memory snapshot; a student's state in a subject is one compiled query.
 */
export class CatalogueRepository {
  private readonly states: StudentStateRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly cache: CatalogueCache,
  ) {
    this.states = new StudentStateRepository(db);
  }

  async levelsWithGrades(lang: Language): Promise<LevelList> {
    const catalogue = await this.cache.snapshot();
    const items = catalogue.levels
      .map((level) => ({
        id: level.id,
        nombre: pick(lang, level.nombre_en, level.nombre_es),
        grades: catalogue.grades
          .filter(
            (grade) => grade.level_id === level.id && catalogue.subjectsByGrade.has(grade.grade_id),
          )
          .map((grade) => toGrade(grade, lang)),
      }))
      .filter((level) => level.grades.length > 0);
    return { items, total: items.length };
  }

  async allGrades(lang: Language): Promise<Grade[]> {
    return (await this.cache.snapshot()).grades.map((grade) => toGrade(grade, lang));
  }

  async gradeByPath(path: string, lang: Language): Promise<Grade | undefined> {
    const grade = (await this.cache.snapshot()).grades.find((candidate) => candidate.path === path);
    return grade && toGrade(grade, lang);
  }

  /** A grade's subjects with their clusters: one state query per subject. */
  async subjectDetailsOfGrade(gradeId: number, viewer: Viewer): Promise<SubjectDetail[]> {
    const catalogue = await this.cache.snapshot();
    const subjects = catalogue.subjectsByGrade.get(gradeId) ?? [];
    return Promise.all(
      subjects.map(async (subject) => {
        const clusters = await this.visibleClustersOfSubject(subject.id, viewer);
        return { ...toSubject(subject, clusters, viewer.lang), clusters };
      }),
    );
  }

  /**
   * A student's progress through one grade, as their screens show it: a subject whose every
   * cluster is turned off is not part of the student's grade.
   */
  async gradeProgress(gradeId: number, viewer: Viewer) {
    const subjects = await this.subjectDetailsOfGrade(gradeId, viewer);
    const counted = subjects.filter((subject) => subject.clusters.length > 0);
    return {
      progress_percent: subjectProgressPercent(counted.map((subject) => subject.progress_percent)),
      subjects,
    };
  }

  async subjectsOfGrade(gradeId: number, viewer: Viewer): Promise<Subject[]> {
    const details = await this.subjectDetailsOfGrade(gradeId, viewer);
    return details.map(({ clusters: _clusters, ...subject }) => subject);
  }

  async subject(id: number, viewer: Viewer): Promise<SubjectDetail | undefined> {
    const subject = (await this.cache.snapshot()).subjects.get(id);
    if (!subject) return undefined;
    const clusters = await this.visibleClustersOfSubject(id, viewer);
    return { ...toSubject(subject, clusters, viewer.lang), clusters };
  }

  /**
   * A subject's clusters with their lessons and the viewer's state in them, turned-off ones
   * included (`enabled: false`): what the assessment routes check against.
   */
  async clustersOfSubject(subjectId: number, viewer: Viewer): Promise<Cluster[]> {
    const catalogue = await this.cache.snapshot();
    if (!catalogue.subjects.has(subjectId)) return [];
    const state =
      viewer.studentId === null
        ? NO_STATE
        : await this.states.subjectState(viewer.studentId, subjectId);
    return subjectClusterViews(catalogue, subjectId, state, viewer);
  }

  /** What the viewer's screens list: a student never sees a cluster their tutor turned off. */
  async visibleClustersOfSubject(subjectId: number, viewer: Viewer): Promise<Cluster[]> {
    const clusters = await this.clustersOfSubject(subjectId, viewer);
    return viewer.studentId === null ? clusters : clusters.filter((cluster) => cluster.enabled);
  }

  async cluster(id: number, viewer: Viewer): Promise<Cluster | undefined> {
    const cluster = (await this.cache.snapshot()).clusters.get(id);
    if (!cluster) return undefined;
    const clusters = await this.clustersOfSubject(cluster.subject_id, viewer);
    return clusters.find((candidate) => candidate.id === id);
  }

  /** Whether the student's tutor left this cluster on (no row means on): one indexed read. */
  async clusterEnabledFor(studentId: number, clusterId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('student_cluster_access')
      .select('enabled')
      .where('student_id', '=', studentId)
      .where('cluster_id', '=', clusterId)
      .executeTakeFirst();
    return row === undefined || row.enabled === 1;
  }

  /** One lesson with where it sits, seen by the viewer (its lock includes its cluster's). */
  async lesson(id: number, viewer: Viewer): Promise<LessonRecord | undefined> {
    const entry = (await this.cache.snapshot()).lessons.get(id);
    if (!entry) return undefined;
    const cluster = await this.cluster(entry.cluster_id, viewer);
    const lesson = cluster?.lessons.find((candidate) => candidate.id === id);
    if (!cluster || !lesson) return undefined;
    return {
      ...lesson,
      subject_id: entry.subject_id,
      grade_id: entry.grade_id,
      level_id: entry.level_id,
      pack_id: entry.pack_id,
      narration: viewer.lang === 'es' ? entry.narration_es : entry.narration_en,
      standards: JSON.parse(entry.standards) as string[],
      cluster_enabled: cluster.enabled,
    };
  }

  async lessonIdByLocalPath(localPath: string): Promise<number | undefined> {
    return (await this.cache.snapshot()).lessonIdByLocalPath.get(localPath);
  }

  async subjectName(subjectId: number, lang: Language): Promise<string | undefined> {
    const subject = (await this.cache.snapshot()).subjects.get(subjectId);
    return subject && pick(lang, subject.name_en, subject.name_es);
  }

  /** Where each lesson sits (cluster, subject, grade), for search results. */
  async lessonPlaces(lessonIds: number[], lang: Language) {
    const catalogue = await this.cache.snapshot();
    return lessonIds.flatMap((lessonId) => {
      const lesson = catalogue.lessons.get(lessonId);
      const subject = lesson && catalogue.subjects.get(lesson.subject_id);
      const grade =
        lesson && catalogue.grades.find((candidate) => candidate.grade_id === lesson.grade_id);
      if (!lesson || !subject || !grade) return [];
      return [
        {
          lesson_id: lesson.id,
          cluster_id: lesson.cluster_id,
          subject_id: subject.id,
          subject_name: pick(lang, subject.name_en, subject.name_es),
          grade_id: grade.grade_id,
          grade_name: pick(lang, grade.name_en, grade.name_es),
          level_id: grade.level_id,
        },
      ];
    });
  }

  async glossaryOfLesson(lessonId: number, lang: Language) {
    const rows = await this.db
      .selectFrom('glossary_terms')
      .selectAll()
      .where('lesson_id', '=', lessonId)
      .orderBy('position')
      .execute();
    return rows.map((row) => ({
      term: pick(lang, row.term_en, row.term_es),
      definition: pick(lang, row.definition_en, row.definition_es),
    }));
  }

  /** The whole tree by level, names only (content management). */
  async contentTree(lang: Language): Promise<ContentTree> {
    const catalogue = await this.cache.snapshot();
    const items = catalogue.levels.map((level) => ({
      id: level.id,
      nombre: pick(lang, level.nombre_en, level.nombre_es),
      grades: catalogue.grades
        .filter((grade) => grade.level_id === level.id)
        .map((grade) => ({
          ...toGrade(grade, lang),
          subjects: (catalogue.subjectsByGrade.get(grade.grade_id) ?? []).map((subject) => ({
            id: subject.id,
            name: pick(lang, subject.name_en, subject.name_es),
            path: subject.path,
            abbreviation: subject.abbreviation as SubjectAbbreviation,
            clusters: (catalogue.clustersBySubject.get(subject.id) ?? []).map((cluster) => ({
              id: cluster.id,
              title: pick(lang, cluster.title_en, cluster.title_es),
              path: cluster.path,
              lessons: (catalogue.lessonsByCluster.get(cluster.id) ?? []).map((lesson) => ({
                id: lesson.id,
                title: pick(lang, lesson.title_en, lesson.title_es),
                path: lesson.path,
              })),
            })),
          })),
        })),
    }));
    return { items, total: items.length };
  }
}

/**
 * A subject's clusters as the viewer sees them, in order. Without a saved state a cluster is
 * open when no turned-on cluster comes before it or the nearest one before it is completed:
 * the first cluster starts open, and a cluster the tutor turned off never blocks the next.
 * A lesson's lock is effective, so a locked or turned-off cluster locks its lessons too.
 * Tutors (no student) see everything open.
 */
function subjectClusterViews(
  catalogue: CatalogueSnapshot,
  subjectId: number,
  state: SubjectState,
  viewer: Viewer,
): Cluster[] {
  let previousEnabledLock: Lock | null = null;
  return (catalogue.clustersBySubject.get(subjectId) ?? []).map((cluster) => {
    const enabled = !state.disabledClusters.has(cluster.id);
    const opensByDefault = previousEnabledLock === null || previousEnabledLock === LOCK.completed;
    const view = clusterView(catalogue, cluster.id, state, viewer, opensByDefault);
    if (enabled) previousEnabledLock = view.is_locked;
    return view;
  });
}

function clusterView(
  catalogue: CatalogueSnapshot,
  clusterId: number,
  state: SubjectState,
  viewer: Viewer,
  opensByDefault: boolean,
): Cluster {
  const cluster = catalogue.clusters.get(clusterId)!;
  const isStudent = viewer.studentId !== null;
  const saved = state.clusters.get(clusterId);
  const enabled = !state.disabledClusters.has(clusterId);
  const isLocked = (saved?.is_locked ??
    (isStudent && !opensByDefault ? LOCK.locked : LOCK.open)) as Lock;
  const clusterOpen = enabled && isLocked !== LOCK.locked;
  const lessons: Lesson[] = (catalogue.lessonsByCluster.get(clusterId) ?? []).map((lesson) => {
    const own = state.lessons.get(lesson.id);
    const lessonLock = own?.is_locked ?? (isStudent ? defaultLock(lesson.position) : LOCK.open);
    return {
      id: lesson.id,
      cluster_id: lesson.cluster_id,
      path: lesson.path,
      local_path: lesson.local_path,
      title: pick(viewer.lang, lesson.title_en, lesson.title_es),
      position: lesson.position,
      is_locked: (clusterOpen ? lessonLock : LOCK.locked) as Lock,
      state_id: (own?.state_id ?? LESSON_STATE.notStarted) as State,
    };
  });
  const completed = lessons.filter((lesson) => lesson.state_id === LESSON_STATE.completed).length;
  const inProgress = lessons.filter((lesson) => lesson.state_id === LESSON_STATE.inProgress).length;
  return {
    id: cluster.id,
    subject_id: cluster.subject_id,
    path: cluster.path,
    title: pick(viewer.lang, cluster.title_en, cluster.title_es),
    description: pick(viewer.lang, cluster.description_en, cluster.description_es),
    position: cluster.position,
    is_locked: isLocked,
    enabled,
    test_performed: saved?.test_performed === 1,
    progress_percent: clusterProgressPercent(completed, lessons.length, isLocked),
    total_lessons: lessons.length,
    completed_lessons: completed,
    not_started: lessons.length - completed - inProgress,
    in_progress: inProgress,
    lessons,
  };
}

function toGrade(
  row: { grade_id: number; name_en: string; name_es: string; path: string; level_id: number },
  lang: Language,
): Grade {
  return {
    grade_id: row.grade_id,
    name: pick(lang, row.name_en, row.name_es),
    path: row.path,
    level_id: row.level_id,
  };
}

function toSubject(row: Database['subjects'], clusters: Cluster[], lang: Language): Subject {
  return {
    id: row.id,
    grade_id: row.grade_id,
    path: row.path,
    name: pick(lang, row.name_en, row.name_es),
    abbreviation: row.abbreviation as SubjectAbbreviation,
    description: pick(lang, row.description_en, row.description_es),
    progress_percent: subjectProgressPercent(clusters.map((cluster) => cluster.progress_percent)),
    total_clusters: clusters.length,
    // Each lesson counts once, by its state: a retaken quiz never counts it twice.
    total_lessons: clusters.reduce((sum, cluster) => sum + cluster.total_lessons, 0),
    completed_lessons: clusters.reduce((sum, cluster) => sum + cluster.completed_lessons, 0),
  };
}
