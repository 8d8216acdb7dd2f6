import type { Database, Kysely } from '@aula/db';
import type {
  Answer,
  CreateEvaluationRequest,
  EvaluationDetail,
  EvaluationList,
  EvaluationQuestion,
  Language,
} from '@aula/shared';
import { EVALUATION_MIN_GRADE_ID, EVALUATION_QUESTIONS_PER_SUBJECT } from '@aula/shared';
import { AppError } from '../../../platform/errors';
import { publicItemOf, reviewOf, scoreStoredAnswer } from '../assessments/attempt-questions';
import { alreadyAnswered } from '../assessments/quiz-repository';
import type { QuestionPictures } from '../../../content/question-pictures';
import type { CatalogueCache } from '../../../domain/catalogue/catalogue-cache';
import type { UserRow } from '../../../domain/users/users-repository';
import { drawSubjectQuestions } from './draw-evaluation';
import type { EvaluationAnswerRow, EvaluationRow } from './evaluation-results';
import { summaryOf, talliesOf } from './evaluation-results';
import type { EvaluationFilter, EvaluationScope } from './evaluations-repository';
import { EvaluationsRepository } from './evaluations-repository';

/** Who looks at an evaluation: what they are shown differs. */
export type EvaluationViewer = 'tutor' | 'student';

const invalidEvaluation = (field: string, key: string) =>
  new AppError(422, 'invalid_evaluation', key, { fields: { [field]: key } });
export const evaluationFinished = () =>
  new AppError(409, 'evaluation_finished', 'errors.evaluationFinished');
const notYourTurn = () => new AppError(409, 'not_your_turn', 'errors.notYourTurn');

/**
 * Evaluations (docs/product-rules.md#evaluations): a tutor sets one up for a student of grade 1 or
 * above, the student answers its questions one at a time, and the results are given per subject
 * (percentage, letter grade) once the last question is answered.
 */
export class EvaluationService {
  private readonly evaluations: EvaluationsRepository;

  constructor(
    db: Kysely<Database>,
    private readonly catalogue: CatalogueCache,
    private readonly now: () => Date,
    private readonly pictures: QuestionPictures,
  ) {
    this.evaluations = new EvaluationsRepository(db, now);
  }

  find(id: number): Promise<EvaluationRow | undefined> {
    return this.evaluations.find(id);
  }

  /**
   * Checks the request against the catalogue, draws every subject's questions and stores the
   * evaluation. Nothing is stored when any subject is short of questions.
   */
  async create(tutor: UserRow, student: UserRow, request: CreateEvaluationRequest) {
    // An evaluation needs a registered student from grade 1 upward (see
    // docs/product-rules.md#evaluations).
    if (student.grade_id === null || student.grade_id < EVALUATION_MIN_GRADE_ID)
      throw invalidEvaluation('student_id', 'validation.evaluation.gradeTooLow');
    const snapshot = await this.catalogue.snapshot();
    const gradeSubjects = snapshot.subjectsByGrade.get(request.grade_id) ?? [];
    if (gradeSubjects.length === 0)
      throw invalidEvaluation('grade_id', 'validation.grade.required');
    const inGrade = new Set(gradeSubjects.map((subject) => subject.id));
    if (request.subject_ids.some((id) => !inGrade.has(id)))
      throw invalidEvaluation('subject_ids', 'validation.evaluation.subjectNotInGrade');

    const count = EVALUATION_QUESTIONS_PER_SUBJECT[request.type];
    const subjects = [];
    for (const subjectId of request.subject_ids) {
      const pools = await this.evaluations.subjectPools(snapshot, subjectId);
      subjects.push({ subject_id: subjectId, questions: drawSubjectQuestions(pools, count) });
    }
    return this.evaluations.create({
      account_id: student.account_id!,
      student_id: student.id,
      tutor_id: tutor.id,
      grade_id: request.grade_id,
      type: request.type,
      subjects,
    });
  }

  async list(scope: EvaluationScope, filter: EvaluationFilter, lang: Language) {
    const [{ rows, total }, snapshot] = await Promise.all([
      this.evaluations.list(scope, filter),
      this.catalogue.snapshot(),
    ]);
    const tallies = await this.evaluations.tallies(rows.map((row) => row.id));
    return {
      items: rows.map((row) => summaryOf(row, tallies.get(row.id) ?? [], snapshot, lang)),
      total,
    } satisfies EvaluationList;
  }

  /**
   * One evaluation as `viewer` sees it. The student, while it is not finished, is given the
   * question to answer now; showing it the first time is when it (and the evaluation) started.
   * Once finished both see every question with its answer and review.
   */
  async detail(
    evaluation: EvaluationRow,
    viewer: EvaluationViewer,
    lang: Language,
  ): Promise<EvaluationDetail> {
    let row = evaluation;
    let answers = await this.evaluations.answers(row.id);
    const finished = row.finished_at !== null;
    let current: EvaluationAnswerRow | undefined;
    if (viewer === 'student' && !finished) {
      current = answers.find((answer) => answer.answered_correctly === null);
      if (current && current.started_date === null) {
        await this.evaluations.markShown(row.id, current.id, this.now().toISOString());
        // Read back what was stored: another view at the same moment may have set it first.
        [row, answers] = await Promise.all([
          this.evaluations.find(row.id).then((found) => found ?? row),
          this.evaluations.answers(row.id),
        ]);
        current = answers.find((answer) => answer.id === current!.id);
      }
    }
    const [snapshot, previousRows] = await Promise.all([
      this.catalogue.snapshot(),
      this.evaluations.previous(row),
    ]);
    const previousTallies = await this.evaluations.tallies(previousRows.map((other) => other.id));
    const [shown] = current ? await this.pictures.inline([questionOf(current, lang, false)]) : [];
    return {
      ...summaryOf(row, talliesOf(answers), snapshot, lang),
      current: shown ?? null,
      questions: finished
        ? await this.pictures.inline(answers.map((answer) => questionOf(answer, lang, true)))
        : [],
      previous: previousRows.map((other) =>
        summaryOf(other, previousTallies.get(other.id) ?? [], snapshot, lang),
      ),
    };
  }

  /** The student answers the question of `position`, which must be the one to answer now. */
  async answer(
    evaluation: EvaluationRow,
    position: number,
    answer: Answer,
    lang: Language,
  ): Promise<void> {
    if (evaluation.finished_at !== null) throw evaluationFinished();
    const current = await this.evaluations.current(evaluation.id);
    if (!current) throw evaluationFinished();
    if (position !== current.position) throw notYourTurn();
    const outcome = scoreStoredAnswer(current, answer, lang, 'evaluation');
    const recorded = await this.evaluations.recordAnswer(
      evaluation.id,
      current.id,
      answer,
      outcome === 'correct',
    );
    // Another request answered this question a moment before.
    if (!recorded) throw alreadyAnswered();
  }

  delete(id: number): Promise<void> {
    return this.evaluations.delete(id);
  }
}

/** A question as shown; what was answered and whether it was right only once `reveal`. */
function questionOf(row: EvaluationAnswerRow, lang: Language, reveal: boolean): EvaluationQuestion {
  const answered = row.answered_correctly !== null;
  const answer = reveal && row.answer !== null ? (JSON.parse(row.answer) as Answer) : null;
  return {
    id: row.id,
    subject_id: row.subject_id,
    position: row.position,
    item: publicItemOf(row, lang, 'evaluation'),
    answered_correctly: reveal && answered ? row.answered_correctly === 1 : null,
    started_date: row.started_date,
    answer,
    review: reveal && answered ? reviewOf(row, answer, lang, 'evaluation') : null,
  };
}
