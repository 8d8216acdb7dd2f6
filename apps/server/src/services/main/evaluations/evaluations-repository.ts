import type { Database, Kysely } from '@aula/db';
import type { Answer, EvaluationStatus, EvaluationType } from '@aula/shared';
import type { CatalogueSnapshot } from '../../../domain/catalogue/catalogue-cache';
import type { ClusterPools, DrawnQuestion } from './draw-evaluation';
import type { EvaluationAnswerRow, EvaluationRow, SubjectTally } from './evaluation-results';

export interface NewEvaluation {
  account_id: number;
  student_id: number;
  tutor_id: number;
  grade_id: number;
  type: EvaluationType;
  /** In the order the tutor chose them, each with its drawn questions in asking order. */
  subjects: { subject_id: number; questions: DrawnQuestion[] }[];
}

/** Whose evaluations a list shows: an account's (a tutor) or one student's. */
export type EvaluationScope = { account_id: number } | { student_id: number };

export interface EvaluationFilter {
  student_id?: number | undefined;
  status?: EvaluationStatus | undefined;
  limit: number;
  offset: number;
}

/** Evaluations shown beside one another on the results screen. */
const PREVIOUS_SHOWN = 5;

/** Evaluations, the subjects they ask and their answers: every SQL of the feature. */
export class EvaluationsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  /**
   * The question pools of a subject, one entry per cluster in the catalogue's order: the
   * cluster's test pool and the quiz pools of its lessons.
   */
  async subjectPools(snapshot: CatalogueSnapshot, subjectId: number): Promise<ClusterPools[]> {
    const clusters = snapshot.clustersBySubject.get(subjectId) ?? [];
    if (clusters.length === 0) return [];
    const clusterIds = clusters.map((cluster) => cluster.id);
    const rows = await this.db
      .selectFrom('questions')
      .select(['id', 'cluster_id', 'lesson_id', 'item_id', 'item'])
      .where((eb) =>
        eb.or([
          eb('cluster_id', 'in', clusterIds),
          eb(
            'lesson_id',
            'in',
            eb
              .selectFrom('lessons')
              .select('lessons.id')
              .where('lessons.cluster_id', 'in', clusterIds),
          ),
        ]),
      )
      .orderBy('id')
      .execute();
    const pools = new Map<number, ClusterPools>(
      clusterIds.map((id) => [id, { test: [], quiz: [] }]),
    );
    for (const row of rows) {
      const question = { id: row.id, item_id: row.item_id, item: row.item };
      if (row.cluster_id !== null) {
        pools.get(row.cluster_id)?.test.push(question);
      } else if (row.lesson_id !== null) {
        const lesson = snapshot.lessons.get(row.lesson_id);
        if (lesson) pools.get(lesson.cluster_id)?.quiz.push(question);
      }
    }
    return clusterIds.map((id) => pools.get(id)!);
  }

  /** Stores an evaluation with its subjects and questions, all or nothing. */
  async create(evaluation: NewEvaluation): Promise<number> {
    const createdAt = this.now().toISOString();
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('evaluations')
        .values({
          account_id: evaluation.account_id,
          student_id: evaluation.student_id,
          tutor_id: evaluation.tutor_id,
          grade_id: evaluation.grade_id,
          type: evaluation.type,
          created_at: createdAt,
          started_date: null,
          finished_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('evaluation_subjects')
        .values(
          evaluation.subjects.map((subject, index) => ({
            evaluation_id: id,
            subject_id: subject.subject_id,
            position: index + 1,
          })),
        )
        .execute();
      // Positions run across the whole evaluation, subject after subject.
      const answers = evaluation.subjects.flatMap((subject) =>
        subject.questions.map((question) => ({ subject_id: subject.subject_id, ...question })),
      );
      await trx
        .insertInto('evaluation_answers')
        .values(
          answers.map((question, index) => ({
            evaluation_id: id,
            subject_id: question.subject_id,
            position: index + 1,
            item_id: question.item_id,
            item: question.item,
            seed: question.seed,
            answer: null,
            answered_correctly: null,
            started_date: null,
            answered_at: null,
          })),
        )
        .execute();
      return id;
    });
  }

  private selectEvaluations() {
    return this.db
      .selectFrom('evaluations')
      .innerJoin('users', 'users.id', 'evaluations.student_id')
      .selectAll('evaluations')
      .select(['users.firstname as student_firstname', 'users.lastname as student_lastname']);
  }

  async find(id: number): Promise<EvaluationRow | undefined> {
    return this.selectEvaluations().where('evaluations.id', '=', id).executeTakeFirst();
  }

  /** Every question of an evaluation, in asking order. */
  answers(evaluationId: number): Promise<EvaluationAnswerRow[]> {
    return this.db
      .selectFrom('evaluation_answers')
      .selectAll()
      .where('evaluation_id', '=', evaluationId)
      .orderBy('position')
      .execute();
  }

  /** The first question not answered yet: the one to answer now. */
  current(evaluationId: number): Promise<EvaluationAnswerRow | undefined> {
    return this.db
      .selectFrom('evaluation_answers')
      .selectAll()
      .where('evaluation_id', '=', evaluationId)
      .where('answered_correctly', 'is', null)
      .orderBy('position')
      .limit(1)
      .executeTakeFirst();
  }

  /** The per-subject counts of several evaluations, each in the order its subjects were chosen. */
  async tallies(evaluationIds: readonly number[]): Promise<Map<number, SubjectTally[]>> {
    const tallies = new Map<number, SubjectTally[]>();
    if (evaluationIds.length === 0) return tallies;
    const rows = await this.db
      .selectFrom('evaluation_subjects')
      .innerJoin('evaluation_answers', (join) =>
        join
          .onRef('evaluation_answers.evaluation_id', '=', 'evaluation_subjects.evaluation_id')
          .onRef('evaluation_answers.subject_id', '=', 'evaluation_subjects.subject_id'),
      )
      .select(({ fn }) => [
        'evaluation_subjects.evaluation_id',
        'evaluation_subjects.subject_id',
        'evaluation_subjects.position',
        fn.count<number>('evaluation_answers.id').as('total'),
        fn.count<number>('evaluation_answers.answered_correctly').as('answered'),
        fn.sum<number | null>('evaluation_answers.answered_correctly').as('correct'),
        fn.min('evaluation_answers.started_date').as('started_date'),
      ])
      .where('evaluation_subjects.evaluation_id', 'in', [...evaluationIds])
      .groupBy([
        'evaluation_subjects.evaluation_id',
        'evaluation_subjects.subject_id',
        'evaluation_subjects.position',
      ])
      .orderBy('evaluation_subjects.evaluation_id')
      .orderBy('evaluation_subjects.position')
      .execute();
    for (const row of rows) {
      const list = tallies.get(row.evaluation_id) ?? [];
      // PostgreSQL returns counts and sums as strings.
      list.push({
        subject_id: row.subject_id,
        total: Number(row.total),
        answered: Number(row.answered),
        correct: Number(row.correct ?? 0),
        started_date: row.started_date ?? null,
      });
      tallies.set(row.evaluation_id, list);
    }
    return tallies;
  }

  /** A page of evaluations, newest first, and how many there are in all. */
  async list(
    scope: EvaluationScope,
    filter: EvaluationFilter,
  ): Promise<{ rows: EvaluationRow[]; total: number }> {
    let query = this.selectEvaluations();
    query =
      'account_id' in scope
        ? query.where('evaluations.account_id', '=', scope.account_id)
        : query.where('evaluations.student_id', '=', scope.student_id);
    if (filter.student_id !== undefined)
      query = query.where('evaluations.student_id', '=', filter.student_id);
    if (filter.status === 'finished') {
      query = query.where('evaluations.finished_at', 'is not', null);
    } else if (filter.status !== undefined) {
      query = query
        .where('evaluations.finished_at', 'is', null)
        .where('evaluations.started_date', filter.status === 'assigned' ? 'is' : 'is not', null);
    }
    const [rows, count] = await Promise.all([
      query
        .orderBy('evaluations.created_at', 'desc')
        .orderBy('evaluations.id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  /** The same student's finished evaluations created before this one, newest first. */
  previous(evaluation: EvaluationRow): Promise<EvaluationRow[]> {
    return this.selectEvaluations()
      .where('evaluations.student_id', '=', evaluation.student_id)
      .where('evaluations.id', '<', evaluation.id)
      .where('evaluations.created_at', '<=', evaluation.created_at)
      .where('evaluations.finished_at', 'is not', null)
      .orderBy('evaluations.created_at', 'desc')
      .orderBy('evaluations.id', 'desc')
      .limit(PREVIOUS_SHOWN)
      .execute();
  }

  /**
   * The student is shown a question: the first time, that is when the question (and, for the
   * first question, the evaluation) started. Later views keep the first time.
   */
  async markShown(evaluationId: number, answerId: number, at: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('evaluation_answers')
        .set({ started_date: at })
        .where('id', '=', answerId)
        .where('started_date', 'is', null)
        .execute();
      await trx
        .updateTable('evaluations')
        .set({ started_date: at })
        .where('id', '=', evaluationId)
        .where('started_date', 'is', null)
        .execute();
    });
  }

  /**
   * Records the answer of a question not answered yet; the last answer finishes the evaluation.
   * Of two concurrent answers to the same question exactly one is recorded (the update applies
   * only while the question is unanswered); the other gets false.
   */
  async recordAnswer(
    evaluationId: number,
    answerId: number,
    answer: Answer,
    correct: boolean,
  ): Promise<boolean> {
    const at = this.now().toISOString();
    return this.db.transaction().execute(async (trx) => {
      const recorded = await trx
        .updateTable('evaluation_answers')
        .set((eb) => ({
          answer: JSON.stringify(answer),
          answered_correctly: correct ? 1 : 0,
          answered_at: at,
          // A question answered without having been read through GET started when answered.
          started_date: eb.fn.coalesce('started_date', eb.val(at)),
        }))
        .where('id', '=', answerId)
        .where('evaluation_id', '=', evaluationId)
        .where('answered_correctly', 'is', null)
        .executeTakeFirst();
      if (Number(recorded.numUpdatedRows) !== 1) return false;
      const left = await trx
        .selectFrom('evaluation_answers')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('evaluation_id', '=', evaluationId)
        .where('answered_correctly', 'is', null)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('evaluations')
        .set((eb) => ({
          started_date: eb.fn.coalesce('started_date', eb.val(at)),
          ...(Number(left.count) === 0 ? { finished_at: at } : {}),
        }))
        .where('id', '=', evaluationId)
        .execute();
      return true;
    });
  }

  /** Removes an evaluation with its subjects and answers. */
  async delete(id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('evaluation_answers').where('evaluation_id', '=', id).execute();
      await trx.deleteFrom('evaluation_subjects').where('evaluation_id', '=', id).execute();
      await trx.deleteFrom('evaluations').where('id', '=', id).execute();
    });
  }
}
