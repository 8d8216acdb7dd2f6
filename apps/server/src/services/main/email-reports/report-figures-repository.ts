import type { Database, Kysely } from '@aula/db';
import type { Language, LetterGrade, NeedsHelpLesson } from '@aula/shared';
import { letterGrade, percentage } from '@aula/shared';
import { pick } from '../../../platform/localized';
import type { CatalogueCache } from '../../../domain/catalogue/catalogue-cache';
import { NeedsHelpRepository } from '../reports/needs-help-repository';
import type { UsersRepository } from '../../../domain/users/users-repository';

/** A test handed in during the period. */
export interface ReportTest {
  cluster_title: string;
  subject_name: string;
  correct: number;
  total: number;
  percent: number;
  grade: LetterGrade;
  finished_at: string;
}

/** What one student did in a report's period, in the tutor's language. */
export interface StudentReportFigures {
  id: number;
  firstname: string;
  lastname: string;
  /** Active seconds (user_activity_times that started in the period). */
  seconds: number;
  /** Lessons whose quiz was passed in the period, first pass first. */
  lessons_completed: { lesson_id: number; title: string }[];
  tests: ReportTest[];
  /** The "needs help" flags as they stand now (not limited to the period). */
  needs_help: NeedsHelpLesson[];
}

/** Students per query: keeps the IN lists short for schools with many students. */
const STUDENT_CHUNK = 500;

function groupByStudent<T extends { student_id: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.student_id);
    if (group) group.push(row);
    else groups.set(row.student_id, [row]);
  }
  return groups;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size)
    result.push(items.slice(index, index + size));
  return result;
}

/** The figures of an emailed report: every student of the tutor's account over one period. */
export class ReportFiguresRepository {
  private readonly needsHelp: NeedsHelpRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalogue: CatalogueCache,
    private readonly users: UsersRepository,
  ) {
    this.needsHelp = new NeedsHelpRepository(db, catalogue);
  }

  async ofAccount(
    accountId: number | null,
    period: { start: string; end: string },
    lang: Language,
  ): Promise<StudentReportFigures[]> {
    if (accountId === null) return [];
    const students = await this.users.listStudentsOfAccount(accountId);
    if (students.length === 0) return [];
    const ids = students.map((student) => student.id);
    const [seconds, passes, tests, needsHelp, snapshot] = await Promise.all([
      this.activeSeconds(ids, period),
      this.passedQuizzes(ids, period),
      this.handedInTests(ids, period),
      this.needsHelp.ofStudents(ids, lang),
      this.catalogue.snapshot(),
    ]);

    return students.map((student) => ({
      id: student.id,
      firstname: student.firstname,
      lastname: student.lastname,
      seconds: seconds.get(student.id) ?? 0,
      lessons_completed: (passes.get(student.id) ?? []).flatMap((pass) => {
        const lesson = snapshot.lessons.get(pass.lesson_id);
        // A lesson a content update removed has no title left to show.
        return lesson
          ? [{ lesson_id: lesson.id, title: pick(lang, lesson.title_en, lesson.title_es) }]
          : [];
      }),
      tests: (tests.get(student.id) ?? []).map((test) => {
        const cluster = snapshot.clusters.get(test.cluster_id);
        const subject = snapshot.subjects.get(test.subject_id);
        const percent = percentage(test.correct_count, test.total);
        return {
          cluster_title: cluster ? pick(lang, cluster.title_en, cluster.title_es) : '',
          subject_name: subject ? pick(lang, subject.name_en, subject.name_es) : '',
          correct: test.correct_count,
          total: test.total,
          percent,
          grade: letterGrade(percent),
          finished_at: test.finished_at ?? '',
        };
      }),
      needs_help: needsHelp.get(student.id) ?? [],
    }));
  }

  private async activeSeconds(ids: number[], period: { start: string; end: string }) {
    const totals = new Map<number, number>();
    for (const chunk of chunks(ids, STUDENT_CHUNK)) {
      const rows = await this.db
        .selectFrom('user_activity_times')
        .select(({ fn }) => ['student_id', fn.sum<number | string>('activity_timer').as('seconds')])
        .where('student_id', 'in', chunk)
        .where('start_time', '>=', period.start)
        .where('start_time', '<', period.end)
        .groupBy('student_id')
        .execute();
      for (const row of rows) totals.set(row.student_id, Number(row.seconds));
    }
    return totals;
  }

  /** One row per student and lesson passed in the period, in the order of the first pass. */
  private async passedQuizzes(ids: number[], period: { start: string; end: string }) {
    const rows: { student_id: number; lesson_id: number; first_passed_at: string }[] = [];
    for (const chunk of chunks(ids, STUDENT_CHUNK)) {
      const found = await this.db
        .selectFrom('quiz_attempts')
        .select(({ fn }) => [
          'student_id',
          'lesson_id',
          fn.min<string>('finished_at').as('first_passed_at'),
        ])
        .where('student_id', 'in', chunk)
        .where('passed', '=', 1)
        // A quiz finished in the period started before its end: lets the index narrow it.
        .where('started_at', '<', period.end)
        .where('finished_at', '>=', period.start)
        .where('finished_at', '<', period.end)
        .groupBy(['student_id', 'lesson_id'])
        .execute();
      rows.push(...found.map((row) => ({ ...row, first_passed_at: String(row.first_passed_at) })));
    }
    return groupByStudent(
      rows.sort(
        (a, b) => a.first_passed_at.localeCompare(b.first_passed_at) || a.lesson_id - b.lesson_id,
      ),
    );
  }

  private async handedInTests(ids: number[], period: { start: string; end: string }) {
    const rows = [];
    for (const chunk of chunks(ids, STUDENT_CHUNK)) {
      rows.push(
        ...(await this.db
          .selectFrom('test_attempts')
          .select([
            'id',
            'student_id',
            'cluster_id',
            'subject_id',
            'total',
            'correct_count',
            'finished_at',
          ])
          .where('student_id', 'in', chunk)
          .where('started_at', '<', period.end)
          .where('finished_at', '>=', period.start)
          .where('finished_at', '<', period.end)
          .execute()),
      );
    }
    return groupByStudent(
      rows.sort((a, b) => (a.finished_at ?? '').localeCompare(b.finished_at ?? '') || a.id - b.id),
    );
  }
}
