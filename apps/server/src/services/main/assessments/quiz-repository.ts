import type { Database, Kysely, Selectable } from '@aula/db';
import type { Answer, Language, Quiz } from '@aula/shared';
import { QUESTIONS_PER_QUIZ, QUIZ_PASS_MARK, quizScore } from '@aula/shared';
import { AppError, notFound } from '../../../platform/errors';
import type { QuestionPictures } from '../../../content/question-pictures';
import type { CatalogueCache } from '../../../domain/catalogue/catalogue-cache';
import type { LessonRecord } from '../../../domain/catalogue/catalogue-repository';
import { drawQuestions, scoreStoredAnswer, toAttemptQuestion } from './attempt-questions';
import { AttemptQuestionsRepository } from './attempt-questions-repository';
import { recordQuizResult } from './progression';
import { ProgressionRepository } from './progression-repository';
import { pick } from '../../../platform/localized';

type QuizRow = Selectable<Database['quiz_attempts']>;

export const alreadyAnswered = () =>
  new AppError(409, 'already_answered', 'errors.alreadyAnswered');
export const attemptFinished = () =>
  new AppError(409, 'attempt_finished', 'errors.attemptFinished');

/**
 * Quizzes after a lesson: 4 items drawn from the lesson's pool for every attempt, scored here,
 * and on the last answer the lesson's state moved (completed and the next opened on a pass,
 * in progress on a fail) in the same transaction as the answer.
 */
export class QuizRepository {
  private readonly questions: AttemptQuestionsRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalogue: CatalogueCache,
    private readonly now: () => Date,
    private readonly pictures: QuestionPictures,
  ) {
    this.questions = new AttemptQuestionsRepository(db);
  }

  async start(studentId: number, lesson: LessonRecord): Promise<number> {
    const drawn = await drawQuestions(this.questions, { lesson_id: lesson.id }, QUESTIONS_PER_QUIZ);
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('quiz_attempts')
        .values({
          student_id: studentId,
          lesson_id: lesson.id,
          cluster_id: lesson.cluster_id,
          subject_id: lesson.subject_id,
          grade_id: lesson.grade_id,
          total: drawn.length,
          passed: null,
          next_lesson_id: null,
          started_at: this.now().toISOString(),
          finished_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await new AttemptQuestionsRepository(trx).insert('quiz', id, drawn);
      return id;
    });
  }

  /** The student's own quiz; anybody else's is "not found". */
  async own(studentId: number, id: number): Promise<QuizRow> {
    const row = await this.db
      .selectFrom('quiz_attempts')
      .selectAll()
      .where('id', '=', id)
      .where('student_id', '=', studentId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  async answer(quiz: QuizRow, position: number, answer: Answer, lang: Language): Promise<void> {
    if (quiz.finished_at !== null) throw attemptFinished();
    const question = await this.db
      .selectFrom('attempt_questions')
      .selectAll()
      .where('attempt_kind', '=', 'quiz')
      .where('attempt_id', '=', quiz.id)
      .where('position', '=', position)
      .executeTakeFirst();
    if (!question) throw notFound();
    if (question.status !== 'pending') throw alreadyAnswered();
    const outcome = scoreStoredAnswer(question, answer, lang);
    const at = this.now().toISOString();
    const snapshot = await this.catalogue.snapshot();

    await this.db.transaction().execute(async (trx) => {
      const questions = new AttemptQuestionsRepository(trx);
      if (!(await questions.recordAnswer('quiz', quiz.id, position, outcome, answer, at)))
        throw alreadyAnswered();
      const counts = await trx
        .updateTable('quiz_attempts')
        .set((eb) => ({
          answered_count: eb('answered_count', '+', 1),
          correct_count: eb('correct_count', '+', outcome === 'correct' ? 1 : 0),
        }))
        .where('id', '=', quiz.id)
        .returning(['answered_count', 'correct_count', 'total'])
        .executeTakeFirstOrThrow();
      if (counts.answered_count < counts.total) return;

      const passed = counts.correct_count >= QUIZ_PASS_MARK;
      const siblings = snapshot.lessonsByCluster.get(quiz.cluster_id) ?? [];
      const current = siblings.find((lesson) => lesson.id === quiz.lesson_id);
      const next = current && siblings.find((lesson) => lesson.position > current.position);
      await trx
        .updateTable('quiz_attempts')
        .set({
          finished_at: at,
          passed: passed ? 1 : 0,
          next_lesson_id: passed && next ? next.id : null,
        })
        .where('id', '=', quiz.id)
        .where('finished_at', 'is', null)
        .execute();
      await recordQuizResult(
        new ProgressionRepository(trx),
        quiz.student_id,
        { id: quiz.lesson_id, cluster_id: quiz.cluster_id },
        passed,
        next,
        at,
      );
    });
  }

  async view(id: number, lang: Language): Promise<Quiz> {
    const quiz = await this.db
      .selectFrom('quiz_attempts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const [questions, snapshot] = await Promise.all([
      this.questions.list('quiz', id),
      this.catalogue.snapshot(),
    ]);
    const lesson = snapshot.lessons.get(quiz.lesson_id);
    const next =
      quiz.next_lesson_id === null ? undefined : snapshot.lessons.get(quiz.next_lesson_id);
    const finished = quiz.finished_at !== null;
    return {
      id: quiz.id,
      grade_id: quiz.grade_id,
      level_id: lesson?.level_id ?? 0,
      subject_id: quiz.subject_id,
      cluster_id: quiz.cluster_id,
      lesson_id: quiz.lesson_id,
      lesson_title: lesson ? pick(lang, lesson.title_en, lesson.title_es) : '',
      started_at: quiz.started_at,
      finished_at: quiz.finished_at,
      total: quiz.total,
      answered_count: quiz.answered_count,
      correct_count: quiz.correct_count,
      score: finished ? quizScore(quiz.correct_count) : null,
      passed: finished ? quiz.passed === 1 : null,
      next_lesson: next
        ? {
            id: next.id,
            cluster_id: next.cluster_id,
            title: pick(lang, next.title_en, next.title_es),
          }
        : null,
      questions: await this.pictures.inline(
        questions.map((row) => toAttemptQuestion(row, lang, true)),
      ),
    };
  }
}
