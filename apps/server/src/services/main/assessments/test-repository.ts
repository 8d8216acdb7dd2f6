import type { Database, Kysely, Selectable } from '@aula/db';
import type { Answer, Cluster, Language, Test, TestSettings, TestSummary } from '@aula/shared';
import {
  letterGrade,
  percentage,
  QUESTIONS_PER_TEST,
  reachesPassMark,
  TEST_ANSWER_GRACE_MS,
} from '@aula/shared';
import { AppError, notFound } from '../../../platform/errors';
import type { QuestionPictures } from '../../../content/question-pictures';
import type { CatalogueCache, CatalogueSnapshot } from '../../../domain/catalogue/catalogue-cache';
import {
  drawQuestions,
  publicItemOf,
  scoreStoredAnswer,
  toAttemptQuestion,
} from './attempt-questions';
import { AttemptQuestionsRepository } from './attempt-questions-repository';
import { recordTestResult } from './progression';
import { ProgressionRepository } from './progression-repository';
import { alreadyAnswered, attemptFinished } from './quiz-repository';
import { pick } from '../../../platform/localized';

export type TestRow = Selectable<Database['test_attempts']>;

export const deadlinePassed = () => new AppError(409, 'deadline_passed', 'errors.deadlinePassed');
const notYourTurn = () => new AppError(409, 'not_your_turn', 'errors.notYourTurn');

/**
 * Tests after a cluster: 10 items from the cluster's pool, shown one at a time. With a time per
 * question the server keeps the deadline: each question is timed from when it was shown, an
 * answer later than its deadline plus a small grace is refused (the question counts as
 * incorrect), and a question left to run out is closed the next time the test is read.
 */
export class TestRepository {
  private readonly questions: AttemptQuestionsRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalogue: CatalogueCache,
    private readonly now: () => Date,
    private readonly pictures: QuestionPictures,
  ) {
    this.questions = new AttemptQuestionsRepository(db);
  }

  /** Starts a test under the student's settings: its time per question and its pass mark. */
  async start(
    studentId: number,
    cluster: Cluster,
    settings: Pick<TestSettings, 'seconds_per_question' | 'pass_percent'>,
  ): Promise<number> {
    const snapshot = await this.catalogue.snapshot();
    const subject = snapshot.subjects.get(cluster.subject_id);
    if (!subject) throw notFound();
    const drawn = await drawQuestions(
      this.questions,
      { cluster_id: cluster.id },
      QUESTIONS_PER_TEST,
    );
    const at = this.now().toISOString();
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('test_attempts')
        .values({
          student_id: studentId,
          cluster_id: cluster.id,
          subject_id: cluster.subject_id,
          grade_id: subject.grade_id,
          seconds_per_question: settings.seconds_per_question,
          pass_percent: settings.pass_percent,
          total: drawn.length,
          current_position: 1,
          current_presented_at: at,
          started_at: at,
          finished_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await new AttemptQuestionsRepository(trx).insert('test', id, drawn);
      return id;
    });
  }

  async find(id: number): Promise<TestRow> {
    const row = await this.db
      .selectFrom('test_attempts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  private deadlineOf(test: TestRow): number | null {
    if (test.seconds_per_question === 0) return null;
    return Date.parse(test.current_presented_at) + test.seconds_per_question * 1000;
  }

  private isLate(test: TestRow): boolean {
    const deadline = this.deadlineOf(test);
    return deadline !== null && this.now().getTime() > deadline + TEST_ANSWER_GRACE_MS;
  }

  /** Closes the current question when its time ran out while nobody answered. */
  async closeLateQuestion(test: TestRow): Promise<TestRow> {
    if (test.finished_at !== null || !this.isLate(test)) return test;
    await this.advance(test, test.current_position, 'timeout', null);
    return this.find(test.id);
  }

  async answer(test: TestRow, position: number, answer: Answer | null, lang: Language) {
    if (test.finished_at !== null) throw attemptFinished();
    if (position < test.current_position) throw alreadyAnswered();
    if (position > test.current_position) throw notYourTurn();
    if (this.isLate(test)) {
      await this.advance(test, position, 'timeout', null);
      throw deadlinePassed();
    }
    const timed = test.seconds_per_question > 0;
    let status: 'correct' | 'wrong' | 'timeout' = timed ? 'timeout' : 'wrong';
    if (answer !== null) {
      const question = await this.db
        .selectFrom('attempt_questions')
        .select(['id', 'item', 'seed'])
        .where('attempt_kind', '=', 'test')
        .where('attempt_id', '=', test.id)
        .where('position', '=', position)
        .executeTakeFirstOrThrow();
      status = scoreStoredAnswer(question, answer, lang);
    }
    if (!(await this.advance(test, position, status, answer))) throw alreadyAnswered();
  }

  /**
   * Records the current question and shows the next, or finishes the test and, at the pass
   * mark, completes the cluster. Only one of two concurrent calls for the same question gets
   * through.
   */
  private async advance(
    test: TestRow,
    position: number,
    status: 'correct' | 'wrong' | 'timeout',
    answer: Answer | null,
  ): Promise<boolean> {
    const at = this.now().toISOString();
    const last = position >= test.total;
    const snapshot = last ? await this.catalogue.snapshot() : undefined;
    return this.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('test_attempts')
        .set((eb) => ({
          current_position: position + 1,
          current_presented_at: at,
          answered_count: eb('answered_count', '+', 1),
          correct_count: eb('correct_count', '+', status === 'correct' ? 1 : 0),
          finished_at: last ? at : null,
        }))
        .where('id', '=', test.id)
        .where('current_position', '=', position)
        .where('finished_at', 'is', null)
        .returning(['correct_count'])
        .executeTakeFirst();
      if (!moved) return false;
      const questions = new AttemptQuestionsRepository(trx);
      await questions.recordAnswer('test', test.id, position, status, answer, at);
      if (last && snapshot) {
        const clusters = snapshot.clustersBySubject.get(test.subject_id) ?? [];
        const current = clusters.find((cluster) => cluster.id === test.cluster_id);
        const next = current && clusters.find((cluster) => cluster.position > current.position);
        await recordTestResult(
          new ProgressionRepository(trx),
          test.student_id,
          { id: test.cluster_id, subject_id: test.subject_id },
          reachesPassMark(moved.correct_count, test.total, test.pass_percent),
          next,
          at,
        );
      }
      return true;
    });
  }

  async list(
    studentId: number,
    filter: { cluster_id?: number | undefined; limit: number; offset: number },
    lang: Language,
  ): Promise<{ items: TestSummary[]; total: number }> {
    let query = this.db.selectFrom('test_attempts').where('student_id', '=', studentId);
    if (filter.cluster_id !== undefined) query = query.where('cluster_id', '=', filter.cluster_id);
    const [rows, count, snapshot] = await Promise.all([
      query
        .selectAll()
        .orderBy('started_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      this.catalogue.snapshot(),
    ]);
    return {
      items: rows.map((row) => summaryOf(row, snapshot, lang)),
      total: Number(count.total),
    };
  }

  async view(test: TestRow, lang: Language): Promise<Test> {
    const [questions, snapshot] = await Promise.all([
      this.questions.list('test', test.id),
      this.catalogue.snapshot(),
    ]);
    const finished = test.finished_at !== null;
    const currentRow = finished
      ? undefined
      : questions.find((row) => row.position === test.current_position);
    const deadline = this.deadlineOf(test);
    const [current] = currentRow
      ? await this.pictures.inline([{ item: publicItemOf(currentRow, lang) }])
      : [];
    return {
      ...summaryOf(test, snapshot, lang),
      status: finished ? 'finished' : 'in_progress',
      current:
        currentRow && current
          ? {
              position: currentRow.position,
              item: current.item,
              presented_at: test.current_presented_at,
              deadline_at: deadline === null ? null : new Date(deadline).toISOString(),
            }
          : null,
      questions: finished
        ? await this.pictures.inline(questions.map((row) => toAttemptQuestion(row, lang, true)))
        : [],
      server_time: this.now().toISOString(),
    };
  }
}

function summaryOf(row: TestRow, snapshot: CatalogueSnapshot, lang: Language): TestSummary {
  const subject = snapshot.subjects.get(row.subject_id);
  const cluster = snapshot.clusters.get(row.cluster_id);
  const grade = snapshot.grades.find((candidate) => candidate.grade_id === row.grade_id);
  const finished = row.finished_at !== null;
  const percent = percentage(row.correct_count, row.total);
  return {
    id: row.id,
    grade_id: row.grade_id,
    level_id: grade?.level_id ?? 0,
    subject_id: row.subject_id,
    cluster_id: row.cluster_id,
    student_id: row.student_id,
    subject_name: subject ? pick(lang, subject.name_en, subject.name_es) : '',
    cluster_title: cluster ? pick(lang, cluster.title_en, cluster.title_es) : '',
    seconds_per_question: row.seconds_per_question,
    started_at: row.started_at,
    finished_at: row.finished_at,
    total: row.total,
    answered_count: row.answered_count,
    // Hidden until the end: a test gives no feedback question by question.
    correct_count: finished ? row.correct_count : 0,
    percentage: finished ? percent : null,
    letter_grade: finished ? letterGrade(percent) : null,
    pass_percent: row.pass_percent,
    passed: finished ? reachesPassMark(row.correct_count, row.total, row.pass_percent) : null,
  };
}
