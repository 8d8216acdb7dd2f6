import type { Database, Kysely } from '@aula/db';
import { sql } from '@aula/db';
import type {
  ActivityTimeReport,
  AttendanceReport,
  DailyEvent,
  DailyReport,
  HardestQuestion,
  HardestQuestions,
  Language,
  SubjectAbbreviation,
} from '@aula/shared';
import { letterGrade, percentage } from '@aula/shared';
import { pick } from '../../../platform/localized';
import { publicItemOf } from '../assessments/attempt-questions';
import type { CatalogueCache, CatalogueSnapshot } from '../../../domain/catalogue/catalogue-cache';
import type { LocalDays } from '../../../platform/local-days';
import {
  addDays,
  dayIndexOf,
  daysInMonth,
  localDays,
  utcSpanOf,
} from '../../../platform/local-days';
import { studentIdsOfAccount } from '../../../domain/users/users-repository';

/** Whose attempts a hardest-questions view counts: one student, or a whole account's. */
export type StudentScope = { studentId: number } | { accountId: number };

/** The activity scopes the daily report shows, with the kind of event each becomes. */
const DAILY_ACTIVITY_KINDS = {
  general: 'session',
  lesson: 'lesson',
  game: 'game',
  book: 'book',
} as const satisfies Record<string, DailyEvent['kind']>;
type DailyActivityScope = keyof typeof DAILY_ACTIVITY_KINDS;

/** Same-time events keep the order a day happens in: a session, then what was done in it. */
const KIND_ORDER: Record<DailyEvent['kind'], number> = {
  session: 0,
  lesson: 1,
  quiz: 2,
  test: 3,
  game: 4,
  book: 5,
};

const emptyEvent = {
  ended_at: null,
  seconds: null,
  subject_name: null,
  completed: null,
  correct_count: null,
  total: null,
  passed: null,
  percentage: null,
  letter_grade: null,
  test_id: null,
} satisfies Partial<DailyEvent>;

/**
 * What the per-student reports read: one student's activity, quizzes and tests over a span of
 * local days, each read as one range of the (student, start) indexes and put into days here;
 * and the questions of a cluster most often missed.
 */
export class ReportsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalogue: CatalogueCache,
  ) {}

  /** The study spans (user_activity_times) that started within the days. */
  private studySpans(studentId: number, days: LocalDays) {
    const span = utcSpanOf(days);
    return this.db
      .selectFrom('user_activity_times')
      .select(['start_time', 'activity_timer'])
      .where('student_id', '=', studentId)
      .where('start_time', '>=', span.start)
      .where('start_time', '<', span.end)
      .execute();
  }

  /** Seconds of study per day (by the local day each span started on). */
  private async secondsPerDay(studentId: number, days: LocalDays): Promise<number[]> {
    const seconds = days.dates.map(() => 0);
    for (const row of await this.studySpans(studentId, days)) {
      const index = dayIndexOf(days, row.start_time);
      if (index >= 0) seconds[index]! += row.activity_timer;
    }
    return seconds;
  }

  async activityTime(
    studentId: number,
    query: { from: string; to: string; time_zone: string },
    lang: Language,
  ): Promise<ActivityTimeReport> {
    const days = localDays(query.from, query.to, query.time_zone);
    const span = utcSpanOf(days);
    const [perDay, subjectRows, snapshot] = await Promise.all([
      this.secondsPerDay(studentId, days),
      this.db
        .selectFrom('activities')
        .select(['started_at', 'subject_id', 'active_seconds'])
        .where('student_id', '=', studentId)
        .where('started_at', '>=', span.start)
        .where('started_at', '<', span.end)
        .where('scope', '=', 'subject')
        .execute(),
      this.catalogue.snapshot(),
    ]);

    const subjectsPerDay = days.dates.map(() => new Map<number, number>());
    const subjectTotals = new Map<number, number>();
    for (const row of subjectRows) {
      const index = dayIndexOf(days, row.started_at);
      // A subject a content update removed can no longer be named: its time stays in the
      // day's total (the study spans) but not in a subject's.
      if (index < 0 || row.subject_id === null || row.active_seconds <= 0) continue;
      if (!snapshot.subjects.has(row.subject_id)) continue;
      const day = subjectsPerDay[index]!;
      day.set(row.subject_id, (day.get(row.subject_id) ?? 0) + row.active_seconds);
      subjectTotals.set(
        row.subject_id,
        (subjectTotals.get(row.subject_id) ?? 0) + row.active_seconds,
      );
    }

    const subjects = [...subjectTotals]
      .map(([subjectId, seconds]) => ({ ...reportSubject(snapshot, subjectId, lang), seconds }))
      .sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name, lang));
    return {
      student_id: studentId,
      from: query.from,
      to: query.to,
      time_zone: query.time_zone,
      total_seconds: perDay.reduce((sum, seconds) => sum + seconds, 0),
      subjects,
      days: days.dates.map((date, index) => ({
        date,
        seconds: perDay[index]!,
        subjects: [...subjectsPerDay[index]!]
          .map(([subject_id, seconds]) => ({ subject_id, seconds }))
          .sort((a, b) => b.seconds - a.seconds || a.subject_id - b.subject_id),
      })),
    };
  }

  async attendance(
    studentId: number,
    query: { month: string; time_zone: string },
  ): Promise<AttendanceReport> {
    const count = daysInMonth(query.month);
    const first = `${query.month}-01`;
    const days = localDays(first, addDays(first, count - 1), query.time_zone);
    const perDay = await this.secondsPerDay(studentId, days);
    const present = days.dates
      .map((date, index) => ({ date, seconds: perDay[index]! }))
      .filter((day) => day.seconds > 0);
    return {
      student_id: studentId,
      month: query.month,
      time_zone: query.time_zone,
      days_in_month: count,
      days_present: present.length,
      total_seconds: present.reduce((sum, day) => sum + day.seconds, 0),
      days: present,
    };
  }

  async daily(
    studentId: number,
    query: { date: string; time_zone: string },
    lang: Language,
  ): Promise<DailyReport> {
    const days = localDays(query.date, query.date, query.time_zone);
    const span = utcSpanOf(days);
    const [seconds, activities, quizzes, completedLessons, tests, snapshot] = await Promise.all([
      this.secondsPerDay(studentId, days),
      this.dailyActivities(studentId, span),
      this.quizzesStarted(studentId, span),
      this.lessonsCompleted(studentId, span),
      this.testsStarted(studentId, span),
      this.catalogue.snapshot(),
    ]);
    const subjectName = (subjectId: number | null) => {
      const subject = subjectId === null ? undefined : snapshot.subjects.get(subjectId);
      return subject ? pick(lang, subject.name_en, subject.name_es) : null;
    };
    const events: DailyEvent[] = [
      ...activities.map((row) => activityEvent(row, completedLessons, subjectName, lang)),
      ...quizzes.map((row) => quizEvent(row, snapshot, subjectName, lang)),
      ...tests.map((row) => testEvent(row, snapshot, subjectName, lang)),
    ].sort(
      (a, b) => a.started_at.localeCompare(b.started_at) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind],
    );

    const lessonsOpened = new Set(
      activities.flatMap((row) =>
        row.scope === 'lesson' && row.lesson_id !== null ? [row.lesson_id] : [],
      ),
    );
    return {
      student_id: studentId,
      date: query.date,
      time_zone: query.time_zone,
      total_seconds: seconds[0]!,
      lessons_opened: lessonsOpened.size,
      lessons_completed: completedLessons.size,
      quizzes: quizzes.length,
      tests: tests.length,
      events,
    };
  }

  /** The activity records of the daily report's scopes that started within the span. */
  private dailyActivities(studentId: number, span: UtcSpan) {
    return this.db
      .selectFrom('activities')
      .select([
        'id',
        'scope',
        'subject_id',
        'lesson_id',
        'title_en',
        'title_es',
        'started_at',
        'last_active_at',
        'active_seconds',
      ])
      .where('student_id', '=', studentId)
      .where('started_at', '>=', span.start)
      .where('started_at', '<', span.end)
      .where('scope', 'in', Object.keys(DAILY_ACTIVITY_KINDS))
      .execute();
  }

  private quizzesStarted(studentId: number, span: UtcSpan) {
    return this.db
      .selectFrom('quiz_attempts')
      .select([
        'id',
        'lesson_id',
        'subject_id',
        'total',
        'correct_count',
        'passed',
        'started_at',
        'finished_at',
      ])
      .where('student_id', '=', studentId)
      .where('started_at', '>=', span.start)
      .where('started_at', '<', span.end)
      .execute();
  }

  /** A lesson is completed by taking its quiz, which may have been started the day before. */
  private async lessonsCompleted(studentId: number, span: UtcSpan): Promise<Set<number>> {
    const rows = await this.db
      .selectFrom('quiz_attempts')
      .select('lesson_id')
      .distinct()
      .where('student_id', '=', studentId)
      .where('finished_at', '>=', span.start)
      .where('finished_at', '<', span.end)
      .execute();
    return new Set(rows.map((row) => row.lesson_id));
  }

  private testsStarted(studentId: number, span: UtcSpan) {
    return this.db
      .selectFrom('test_attempts')
      .select([
        'id',
        'cluster_id',
        'subject_id',
        'total',
        'correct_count',
        'started_at',
        'finished_at',
      ])
      .where('student_id', '=', studentId)
      .where('started_at', '>=', span.start)
      .where('started_at', '<', span.end)
      .execute();
  }

  /**
   * The questions of a cluster's quizzes and test that the students missed (wrong or timed
   * out), most missed first. A quiz item is known by its lesson and its id (ids are unique
   * inside one lesson's pool only); a test item by its id in the cluster's pool. Questions
   * not answered yet were not asked.
   */
  async hardestQuestions(
    clusterId: number,
    scope: StudentScope,
    limit: number,
    lang: Language,
  ): Promise<HardestQuestions | undefined> {
    const snapshot = await this.catalogue.snapshot();
    const cluster = snapshot.clusters.get(clusterId);
    const subject = cluster && snapshot.subjects.get(cluster.subject_id);
    if (!cluster || !subject) return undefined;

    const [quizRows, testRows] = await Promise.all([
      this.missedQuizQuestions(clusterId, scope),
      this.missedTestQuestions(clusterId, scope),
    ]);
    const found = mostMissedFirst(quizRows, testRows, snapshot, lang).slice(0, limit);
    const askedLast = await this.questionsAskedLast(found.map((item) => item.latestId));
    return {
      cluster_id: cluster.id,
      cluster_title: pick(lang, cluster.title_en, cluster.title_es),
      subject_name: pick(lang, subject.name_en, subject.name_es),
      items: found.map(({ latestId, lessonId: _lessonId, ...item }) => {
        const row = askedLast.get(latestId);
        return { ...item, prompt: row ? publicItemOf(row, lang).prompt : '' };
      }),
    };
  }

  /**
   * The quiz items of the cluster the students missed, by lesson and item id, with how often.
   * A cluster's pools hold a few dozen items, so every missed one is read and they are
   * ordered here, the same way whichever database collates the ids. CROSS JOIN keeps the
   * attempts as the outer loop on SQLite (its planner takes that order as given; PostgreSQL
   * plans it as an inner join): without statistics SQLite would otherwise walk every
   * question of every attempt of that kind and look each attempt up.
   */
  private missedQuizQuestions(clusterId: number, scope: StudentScope) {
    return this.db
      .selectFrom('quiz_attempts as attempt')
      .crossJoin('attempt_questions as aq')
      .whereRef('aq.attempt_id', '=', 'attempt.id')
      .where('aq.attempt_kind', '=', 'quiz')
      .select((eb) => [
        'attempt.lesson_id',
        'aq.item_id',
        eb.fn.countAll<number>().as('asked'),
        missed.as('missed'),
        eb.fn.count<number>('attempt.student_id').distinct().as('students'),
        eb.fn.max('aq.id').as('latest_id'),
      ])
      .where(inCluster, '=', clusterId)
      .where((eb) =>
        'studentId' in scope
          ? eb('attempt.student_id', '=', scope.studentId)
          : eb('attempt.student_id', 'in', studentIdsOfAccount(this.db, scope.accountId)),
      )
      .where('aq.status', '!=', 'pending')
      .groupBy(['attempt.lesson_id', 'aq.item_id'])
      .having(missed, '>', 0)
      .execute();
  }

  /** The test items of the cluster the students missed, read as `missedQuizQuestions` reads. */
  private missedTestQuestions(clusterId: number, scope: StudentScope) {
    return this.db
      .selectFrom('test_attempts as attempt')
      .crossJoin('attempt_questions as aq')
      .whereRef('aq.attempt_id', '=', 'attempt.id')
      .where('aq.attempt_kind', '=', 'test')
      .select((eb) => [
        'aq.item_id',
        eb.fn.countAll<number>().as('asked'),
        missed.as('missed'),
        eb.fn.count<number>('attempt.student_id').distinct().as('students'),
        eb.fn.max('aq.id').as('latest_id'),
      ])
      .where(inCluster, '=', clusterId)
      .where((eb) =>
        'studentId' in scope
          ? eb('attempt.student_id', '=', scope.studentId)
          : eb('attempt.student_id', 'in', studentIdsOfAccount(this.db, scope.accountId)),
      )
      .where('aq.status', '!=', 'pending')
      .groupBy('aq.item_id')
      .having(missed, '>', 0)
      .execute();
  }

  /** The prompt as last asked (a template's numbers differ from one asking to the next). */
  private async questionsAskedLast(ids: number[]) {
    const latest =
      ids.length === 0
        ? []
        : await this.db
            .selectFrom('attempt_questions')
            .select(['id', 'item', 'seed'])
            .where('id', 'in', ids)
            .execute();
    return new Map(latest.map((row) => [row.id, row]));
  }
}

// The attempts are read through the students' index, never the cluster's: what a tutor
// waits for then grows with their own students' history, not with every account's on the
// server. The unary + is SQLite's documented way to keep a term off an index; without
// statistics it would otherwise prefer the cluster's. One student is compared with `=`.
const inCluster = sql<number>`+${sql.ref('attempt.cluster_id')}`;
const missed = sql<number>`sum(case when aq.status in ('wrong', 'timeout') then 1 else 0 end)`;

type MissedQuizRow = Awaited<ReturnType<ReportsRepository['missedQuizQuestions']>>[number];
type MissedTestRow = Awaited<ReturnType<ReportsRepository['missedTestQuestions']>>[number];
type Found = Omit<HardestQuestion, 'prompt'> & { latestId: number; lessonId: number };

/** The missed quiz and test items in one list, most missed first, ties in a fixed order. */
function mostMissedFirst(
  quizRows: MissedQuizRow[],
  testRows: MissedTestRow[],
  snapshot: CatalogueSnapshot,
  lang: Language,
): Found[] {
  return [
    ...quizRows.map((row) => {
      const lesson = snapshot.lessons.get(row.lesson_id);
      return {
        ...counts(row),
        source: 'quiz' as const,
        lessonId: row.lesson_id,
        lesson_title: lesson ? pick(lang, lesson.title_en, lesson.title_es) : null,
      };
    }),
    ...testRows.map((row) => ({
      ...counts(row),
      source: 'test' as const,
      lessonId: 0,
      lesson_title: null,
    })),
  ].sort(
    (a, b) =>
      b.missed - a.missed ||
      b.asked - a.asked ||
      a.source.localeCompare(b.source) ||
      a.lessonId - b.lessonId ||
      (a.item_id < b.item_id ? -1 : a.item_id > b.item_id ? 1 : 0),
  );
}

type UtcSpan = ReturnType<typeof utcSpanOf>;
type DailyActivityRow = Awaited<ReturnType<ReportsRepository['dailyActivities']>>[number];
type DailyQuizRow = Awaited<ReturnType<ReportsRepository['quizzesStarted']>>[number];
type DailyTestRow = Awaited<ReturnType<ReportsRepository['testsStarted']>>[number];
/** The subject's name in the language, or null for none (or one no longer in the catalogue). */
type SubjectName = (subjectId: number | null) => string | null;

function activityEvent(
  row: DailyActivityRow,
  completedLessons: Set<number>,
  subjectName: SubjectName,
  lang: Language,
): DailyEvent {
  const kind = DAILY_ACTIVITY_KINDS[row.scope as DailyActivityScope];
  return {
    ...emptyEvent,
    kind,
    started_at: row.started_at,
    ended_at: row.last_active_at,
    seconds: row.active_seconds,
    title: pick(lang, row.title_en, row.title_es),
    subject_name: subjectName(row.subject_id),
    completed:
      kind === 'lesson' && row.lesson_id !== null ? completedLessons.has(row.lesson_id) : null,
  };
}

function quizEvent(
  row: DailyQuizRow,
  snapshot: CatalogueSnapshot,
  subjectName: SubjectName,
  lang: Language,
): DailyEvent {
  const lesson = snapshot.lessons.get(row.lesson_id);
  const finished = row.finished_at !== null;
  return {
    ...emptyEvent,
    kind: 'quiz',
    started_at: row.started_at,
    ended_at: row.finished_at,
    title: lesson ? pick(lang, lesson.title_en, lesson.title_es) : '',
    subject_name: subjectName(row.subject_id),
    correct_count: finished ? row.correct_count : null,
    total: row.total,
    passed: finished ? row.passed === 1 : null,
  };
}

function testEvent(
  row: DailyTestRow,
  snapshot: CatalogueSnapshot,
  subjectName: SubjectName,
  lang: Language,
): DailyEvent {
  const cluster = snapshot.clusters.get(row.cluster_id);
  // A test gives no result until it is finished (as in the student's own list).
  const finished = row.finished_at !== null;
  const percent = percentage(row.correct_count, row.total);
  return {
    ...emptyEvent,
    kind: 'test',
    started_at: row.started_at,
    ended_at: row.finished_at,
    title: cluster ? pick(lang, cluster.title_en, cluster.title_es) : '',
    subject_name: subjectName(row.subject_id),
    correct_count: finished ? row.correct_count : null,
    total: row.total,
    percentage: finished ? percent : null,
    letter_grade: finished ? letterGrade(percent) : null,
    test_id: row.id,
  };
}

function counts(row: {
  item_id: string;
  asked: number;
  missed: number;
  students: number;
  latest_id: number | null;
}) {
  const asked = Number(row.asked);
  const missed = Number(row.missed);
  return {
    item_id: row.item_id,
    asked,
    missed,
    missed_percent: percentage(missed, asked),
    students: Number(row.students),
    latestId: Number(row.latest_id),
  };
}

function reportSubject(snapshot: CatalogueSnapshot, subjectId: number, lang: Language) {
  const subject = snapshot.subjects.get(subjectId)!;
  return {
    subject_id: subjectId,
    name: pick(lang, subject.name_en, subject.name_es),
    abbreviation: subject.abbreviation as SubjectAbbreviation,
  };
}
