import type { Language, StudentSort, StudentSummary } from '@aula/shared';
import {
  clusterProgressPercent,
  LOCK,
  letterGrade,
  percentage,
  subjectProgressPercent,
} from '@aula/shared';
import type { CatalogueSnapshot } from '../../../domain/catalogue/catalogue-cache';
import { pick } from '../../../platform/localized';
import { DEFAULT_TEST_SETTINGS } from '../assessments/test-settings-repository';
import type { UserRow } from '../../../domain/users/users-repository';
import { toUser } from '../../../domain/users/users-repository';
import type { StudentRecords } from './student-summaries-repository';

/**
 * A student's progress through their own grade, as their screens show it: the mean of the
 * subjects' progress, each the mean of its turned-on clusters (a subject with every cluster
 * turned off does not count).
 */
export function gradeProgressPercent(
  catalogue: CatalogueSnapshot,
  gradeId: number | null,
  completedLessons: ReadonlyMap<number, number> | undefined,
  completedClusters: ReadonlySet<number> | undefined,
  disabledClusters: ReadonlySet<number> | undefined,
): number {
  if (gradeId === null) return 0;
  const subjectPercents: number[] = [];
  for (const subject of catalogue.subjectsByGrade.get(gradeId) ?? []) {
    const clusterPercents = (catalogue.clustersBySubject.get(subject.id) ?? [])
      .filter((cluster) => !disabledClusters?.has(cluster.id))
      .map((cluster) =>
        clusterProgressPercent(
          completedLessons?.get(cluster.id) ?? 0,
          catalogue.lessonsByCluster.get(cluster.id)?.length ?? 0,
          completedClusters?.has(cluster.id) ? LOCK.completed : LOCK.open,
        ),
      );
    if (clusterPercents.length > 0) subjectPercents.push(subjectProgressPercent(clusterPercents));
  }
  return subjectProgressPercent(subjectPercents);
}

export function summarize(
  student: UserRow,
  records: StudentRecords,
  catalogue: CatalogueSnapshot,
  lang: Language,
): StudentSummary {
  const test = records.lastTests.get(student.id);
  const cluster = test && catalogue.clusters.get(test.cluster_id);
  const testPercent = test ? percentage(test.correct_count, test.total) : 0;
  const settings = records.testSettings.get(student.id) ?? DEFAULT_TEST_SETTINGS;
  return {
    ...toUser(student),
    progress_percent: gradeProgressPercent(
      catalogue,
      student.grade_id,
      records.completedLessons.get(student.id),
      records.completedClusters.get(student.id),
      records.disabledClusters.get(student.id),
    ),
    last_test: test
      ? {
          id: test.id,
          cluster_id: test.cluster_id,
          cluster_title: cluster ? pick(lang, cluster.title_en, cluster.title_es) : '',
          percentage: testPercent,
          letter_grade: letterGrade(testPercent),
          finished_at: test.finished_at,
        }
      : null,
    activity_seconds_today: records.activitySeconds.get(student.id) ?? 0,
    needs_help: records.needsHelp.get(student.id) ?? [],
    tests_enabled: settings.tests_enabled,
    seconds_per_question: settings.seconds_per_question,
    pass_percent: settings.pass_percent,
    created_at: student.created_at,
  };
}

/** Case- and accent-insensitive, so "jose" finds "José". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** What the list can search and sort by before any figure is read. */
interface Person {
  id: number;
  firstname: string;
  lastname: string;
  username: string;
  grade_id: number | null;
}

export function matchesSearch(person: Person, query: string | undefined): boolean {
  if (!query) return true;
  const needle = fold(query);
  return [
    `${person.firstname} ${person.lastname}`,
    `${person.lastname} ${person.firstname}`,
    person.username,
  ].some((text) => fold(text).includes(needle));
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function byName(a: Person, b: Person) {
  return (
    collator.compare(a.firstname, b.firstname) ||
    collator.compare(a.lastname, b.lastname) ||
    a.id - b.id
  );
}

function compareValues(left: number | string, right: number | string) {
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Sorted by the chosen column, ties by name; `desc` reverses the column, never the tie-break. */
function sortBy<T extends Person>(
  items: T[],
  valueOf: ((item: T) => number | string) | null,
  order: 'asc' | 'desc',
): T[] {
  const direction = order === 'asc' ? 1 : -1;
  return [...items].sort((a, b) =>
    valueOf === null
      ? direction * byName(a, b)
      : direction * compareValues(valueOf(a), valueOf(b)) || byName(a, b),
  );
}

/** By name or grade: people without their figures yet. */
export function sortPeople<T extends Person>(
  people: T[],
  sort: 'name' | 'grade',
  order: 'asc' | 'desc',
): T[] {
  return sortBy(people, sort === 'name' ? null : (person) => person.grade_id ?? -1, order);
}

const figureOf: Record<
  Exclude<StudentSort, 'name' | 'grade'>,
  (summary: StudentSummary) => number | string
> = {
  progress: (summary) => summary.progress_percent,
  // Students without a test sort before any test.
  last_test: (summary) => summary.last_test?.finished_at ?? '',
  activity_today: (summary) => summary.activity_seconds_today,
};

export function sortSummaries(
  summaries: StudentSummary[],
  sort: StudentSort,
  order: 'asc' | 'desc',
): StudentSummary[] {
  if (sort === 'name' || sort === 'grade') return sortPeople(summaries, sort, order);
  return sortBy(summaries, figureOf[sort], order);
}

/** The clusters of these grades: the only lesson states a grade's progress needs. */
export function clustersOfGrades(
  catalogue: CatalogueSnapshot,
  gradeIds: Iterable<number | null>,
): number[] {
  const ids: number[] = [];
  for (const gradeId of new Set(gradeIds)) {
    if (gradeId === null) continue;
    for (const subject of catalogue.subjectsByGrade.get(gradeId) ?? [])
      for (const cluster of catalogue.clustersBySubject.get(subject.id) ?? []) ids.push(cluster.id);
  }
  return ids;
}

/** Midnight UTC of `now`, when the caller does not say where its day starts. */
export function utcDayStart(now: Date): string {
  const start = new Date(now);
  start.setUTCHours(0, 0, 0, 0);
  return start.toISOString();
}
